import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The landing page's first download, in gzip kilobytes (issue 9's weight budget). */
export const INITIAL_JS_BUDGET_KB = 150;

type Chunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
};
type Output = Chunk | { type: 'asset'; fileName: string };

const ROUTE_MODULE = /\/src\/app\/routes\/([\w-]+)\.tsx$/;

const gzipKb = (code: string) => gzipSync(code, { level: 9 }).length / 1024;

/** A chunk and every chunk it imports statically: what the browser fetches before running it. */
function collectStaticClosure(start: string, chunks: Map<string, Chunk>, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) {
    collectStaticClosure(imported, chunks, into);
  }
  return into;
}

/**
 * After `vite build`, prints the initial JavaScript of each route: the entry chunk, its static
 * imports, and the route's own lazy chunk with its static imports. Lazy parts loaded later (the
 * map, menus) are not counted. Warns when `/` passes the budget; the Playwright page-weight test
 * measures what a real browser downloads.
 */
export function reportInitialJs(): Plugin {
  return {
    name: 'wac-report-initial-js',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    writeBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const output of Object.values(bundle as Record<string, Output>)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const shared = collectStaticClosure(entry.fileName, chunks);
      const rows: { route: string; kb: number }[] = [];
      for (const chunk of chunks.values()) {
        const route = chunk.facadeModuleId ? ROUTE_MODULE.exec(chunk.facadeModuleId)?.[1] : null;
        if (!route) continue;
        const files = collectStaticClosure(chunk.fileName, chunks, new Set(shared));
        const kb = [...files].reduce((sum, file) => sum + gzipKb(chunks.get(file)?.code ?? ''), 0);
        rows.push({ route, kb });
      }
      rows.sort((a, b) => a.route.localeCompare(b.route));
      const lines = rows.map(
        ({ route, kb }) => `  ${route.padEnd(24)} ${kb.toFixed(1).padStart(7)} KB`,
      );
      const home = rows.find((row) => row.route === 'home');
      console.log(`\nInitial JavaScript per route (gzip, entry + route chunk + static imports):`);
      console.log(lines.join('\n'));
      if (home) {
        const verdict = home.kb <= INITIAL_JS_BUDGET_KB ? 'within' : 'OVER';
        console.log(`  "/" is ${verdict} the ${INITIAL_JS_BUDGET_KB} KB budget.\n`);
      }
    },
  };
}
