import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null };
type Output = Chunk | { type: 'asset'; fileName: string };

/** The pages most visits start on (issue 9's speed budget), by pathname: their route modules. */
const FIRST_ROUTES: Record<string, string> = { '/': 'home', '/search': 'search' };

function collectImports(start: string, chunks: Map<string, Chunk>, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) collectImports(imported, chunks, into);
  return into;
}

/**
 * Every page is a lazy route, so a page's chunk was only requested after the entry had downloaded
 * and run: a waterfall on the pages most visitors see first. This adds a tiny inline script to
 * index.html that, on `/` and `/search` only, asks for that page's chunk (and what it imports) as
 * `modulepreload` at once, in parallel with the entry. Other routes are unaffected.
 */
export function preloadFirstRoutes(): Plugin {
  return {
    name: 'wac-preload-first-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, Output> | undefined;
        if (!bundle) return html;
        const chunks = new Map<string, Chunk>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        }
        const isInHtml = (file: string) => html.includes(`/${file}"`);
        const filesByPath: Record<string, string[]> = {};
        for (const [pathname, route] of Object.entries(FIRST_ROUTES)) {
          const routeModule = `/src/app/routes/${route}.tsx`;
          const chunk = [...chunks.values()].find((candidate) =>
            candidate.facadeModuleId?.endsWith(routeModule),
          );
          if (!chunk) continue;
          filesByPath[pathname] = [...collectImports(chunk.fileName, chunks)]
            .filter((file) => !isInHtml(file))
            .map((file) => `/${file}`);
        }
        const script = `(function(){var files=${JSON.stringify(filesByPath)}[location.pathname.replace(/\\/$/,'')||'/'];if(!files)return;for(var i=0;i<files.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.href=files[i];document.head.appendChild(link)}})()`;
        return {
          html,
          // First in <head>: a script after the stylesheet would wait for it before running.
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
