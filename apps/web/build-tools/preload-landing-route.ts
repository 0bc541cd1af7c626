import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null };
type Output = Chunk | { type: 'asset'; fileName: string };

const LANDING_ROUTE_MODULE = /\/src\/app\/routes\/home\.tsx$/;

function collectImports(start: string, chunks: Map<string, Chunk>, into = new Set<string>()) {
  if (into.has(start)) return into;
  into.add(start);
  for (const imported of chunks.get(start)?.imports ?? []) collectImports(imported, chunks, into);
  return into;
}

/**
 * Every page is a lazy route, so on `/` the landing chunk was only requested after the entry had
 * downloaded and run: a waterfall on the page most visitors see first. This adds a tiny inline
 * script to index.html that, on `/` only, asks for the landing chunk (and what it imports) as
 * `modulepreload` at once, in parallel with the entry. Other routes are unaffected.
 */
export function preloadLandingRoute(): Plugin {
  return {
    name: 'wac-preload-landing-route',
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
        const landing = [...chunks.values()].find((chunk) =>
          LANDING_ROUTE_MODULE.test(chunk.facadeModuleId ?? ''),
        );
        if (!landing) return html;
        const alreadyPreloaded = (file: string) => html.includes(`/${file}"`);
        const files = [...collectImports(landing.fileName, chunks)]
          .filter((file) => !alreadyPreloaded(file))
          .map((file) => `/${file}`);
        const script = `if(location.pathname==='/'){for(const href of ${JSON.stringify(files)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}}`;
        return {
          html,
          // First in <head>: a script after the stylesheet would wait for it before running.
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
