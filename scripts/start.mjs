// `npm start`: build the web app if it is missing or stale, then run the server in this process
// (one process, so SIGINT/SIGTERM reach the server's graceful shutdown directly).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
register();
await import('../apps/server/src/main.ts');
