import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json)$/;
/** Below this, compression saves less than the headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every built asset, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * response again: no CPU per request, and smaller files than on-the-fly compression gives.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wac-precompress-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assetsDir = path.join(outDir, 'assets');
      const names = await readdir(assetsDir).catch(() => [] as string[]);
      const files = [
        ...names.map((name) => path.join(assetsDir, name)),
        path.join(outDir, 'index.html'),
      ];
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            if ((await stat(file)).size < MIN_BYTES) return;
            const content = await readFile(file);
            const [brotliBytes, gzipBytes] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([
              writeFile(`${file}.br`, brotliBytes),
              writeFile(`${file}.gz`, gzipBytes),
            ]);
          }),
      );
    },
  };
}
