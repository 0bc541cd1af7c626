// `npm start`: build the web app and the server if missing or stale, then run the compiled server
// in this process (one process, so SIGINT/SIGTERM reach the server's graceful shutdown directly).
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, serverEntry } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureWebBuild();
await ensureServerBuild();
// Stack traces point into apps/server/src, not into the bundle.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
