#!/usr/bin/env node
// The workspace ships TypeScript sources (as the server does under `npm run dev`): tsx loads
// them, so the command needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../src/stdio.ts');
