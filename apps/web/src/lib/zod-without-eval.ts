import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` when it may, and probes for that the first
 * time a schema is built. Under our CSP (no 'unsafe-eval', ADR 0059) the probe fails quietly but
 * is still reported as a policy violation. Imported first by main.tsx, before any page's schemas
 * exist, so the browser never probes; the server keeps the compiled parsers.
 */
config({ jitless: true });
