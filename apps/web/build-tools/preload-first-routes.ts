import type { Plugin } from 'vite';
import { AUTH_HEADER_SCHEME, STORAGE_KEYS } from '../src/config/constants';

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
 * On `/search?...` the search request itself starts here, before the module preloads (so it gets
 * one of the browser's six connections first) and in parallel with the JavaScript, with
 * the same URL and headers the app would send (api-client.ts): the app takes the response over
 * (lib/prefetched-response.ts) instead of asking again after its first render. The query string
 * is normalised the way React Router's `useSearchParams().toString()` does, so the paths match.
 * A page the server rendered (`window.__WAC_SSR__`, ADR 0048) already holds the anonymous
 * results; only a signed-in visitor's browser, which renders its own, still asks.
 */
const SEARCH_PREFETCH = `if(path==='/search'){var query=new URLSearchParams(location.search).toString();var token=null;try{token=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)})}catch(e){}if(query&&(token||!window.__WAC_SSR__)){var headers={Accept:'application/json'};if(token)headers.Authorization=${JSON.stringify(`${AUTH_HEADER_SCHEME} `)}+token;var url='/api/search/?'+query;var response=fetch(url,{headers:headers,credentials:'include'});response.catch(function(){});window.__wacPrefetch={path:url,startedAt:performance.now(),response:response}}}`;

/**
 * Every page is a lazy route, so a page's chunk was only requested after the entry had downloaded
 * and run: a waterfall on the pages most visitors see first. This adds a tiny inline script to
 * index.html that, on `/` and `/search` only, asks for that page's chunk (and what it imports) as
 * `modulepreload` at once, in parallel with the entry (and starts the search request, above).
 * On a page rendered on the server the preloads wait one task, until the parser has asked for
 * the stylesheet: that page paints as soon as its CSS is in, which must not queue behind ten
 * scripts on HTTP/1.1's six connections. Other routes are unaffected.
 */
export function preloadFirstRoutes(): Plugin {
  return {
    name: 'wac-preload-first-routes',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
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
        const script = `(function(){var path=location.pathname.replace(/\\/$/,'')||'/';${SEARCH_PREFETCH}var files=${JSON.stringify(filesByPath)}[path]||[];var preload=function(){for(var i=0;i<files.length;i++){var link=document.createElement('link');link.rel='modulepreload';link.href=files[i];document.head.appendChild(link)}};if(window.__WAC_SSR__)setTimeout(preload,0);else preload()})()`;
        return {
          html,
          // First in <head>: a script after the stylesheet would wait for it before running.
          tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }],
        };
      },
    },
  };
}
