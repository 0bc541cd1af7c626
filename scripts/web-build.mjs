import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSources } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
// WEB_DIST_DIR lets parallel test runs build into their own folders.
const distDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(webDir, 'dist'));
// The server-rendering bundle goes next to the browser build (ADR 0048).
const ssrDir = `${distDir}-ssr`;
const stampFile = path.join(distDir, '.source-hash');
const inputs = [
  path.join(webDir, 'src'),
  path.join(webDir, 'public'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'package.json'),
  path.join(root, 'packages/contract/src'),
  path.join(root, 'package-lock.json'),
];

/** A hash of every file the web build reads: content-based, so a fresh clone or a touch is fine. */
export function hashWebSources() {
  return hashSources(root, inputs);
}

/** Builds the web app unless dist/ was built from exactly these sources. */
export function ensureWebBuild({ force = false } = {}) {
  const sourceHash = hashWebSources();
  const isFresh =
    !force &&
    existsSync(path.join(distDir, 'index.html')) &&
    existsSync(path.join(ssrDir, 'entry-server.mjs')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === sourceHash;
  if (isFresh) return false;
  console.log('Building the web app...');
  // The browser build, then the server-rendering bundle.
  for (const [script, outDir] of [
    ['build:client', distDir],
    ['build:ssr', ssrDir],
  ]) {
    const result = spawnSync(
      'npm',
      ['run', script, '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
      // Always a production build: the browser tests run the server with NODE_ENV=test (for
      // loopback attachment hosts), which Vite would otherwise take for the bundles' mode.
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) throw new Error(`web build failed (${script})`);
  }
  writeFileSync(stampFile, sourceHash);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureWebBuild({ force: process.argv.includes('--force') });
}
