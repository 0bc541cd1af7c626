/**
 * Server rendering of the pages most visits start on (ADR 0048). The API server imports the
 * bundle built from this file (`vite build --ssr`, see scripts/web-build.mjs) and, for
 * SERVER_RENDERED_PATHS, sends the page's HTML with its data instead of an empty
 * <div id="root">: the visitor sees the page, search results included, as soon as the HTML and
 * the stylesheet arrive, and the browser then hydrates it (src/main.tsx).
 *
 * Only anonymous pages are rendered: the session token lives in the browser's localStorage, so
 * a signed-in visitor's browser renders its own page instead (main.tsx decides).
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/providers';
import { isKnownPage, routes } from './app/router';
import { paths } from './config/paths';
import { SITE_CONTENT_QUERY_KEY } from './features/landing/hooks/use-site-content';
import { SITE_STATS_QUERY_KEY } from './features/landing/hooks/use-site-stats';
import { getOpportunityQueryKey } from './features/opportunity/api/get-opportunity';
import { searchQueryKeys, searchResultsPath } from './features/search/api/search-api';
import { hasSearchQuery } from './features/search/utils/search-form';
import {
  formatDocumentTitle,
  type PageMetaCollector,
  PageMetaCollectorContext,
} from './hooks/use-page-meta';
import { SITE_CONFIG_QUERY_KEY } from './hooks/use-site-config';
import { createQueryClient } from './lib/query-client';
import { RequestCookiesContext } from './lib/request-cookies';

export { QUERY_STATE_ELEMENT_ID, SERVER_HEAD_SCRIPT } from './lib/server-rendering';
/** The server answers paths that are no page of the app 404 (with the app shell). */
export { isKnownPage };

/**
 * Routes rendered on the server (React Router and Fastify read `:param` alike); every other
 * route is rendered in the browser. Opportunity pages are where links in alert emails, shared
 * links and search engines land.
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.search,
  paths.opportunity,
];

/**
 * A GET on the app's own API (the server passes an in-process call): its status, and its JSON
 * body when the status is 200. A page is rendered without a failed call's data and the browser
 * asks again, showing the same loading or error state it would have shown anyway.
 */
export type GetJson = (path: string) => Promise<{ status: number; body?: unknown }>;

export type ServerRenderResult = {
  /** The markup for inside <div id="root">. */
  html: string;
  /** The full document title and the meta description of the page. */
  title?: string;
  description?: string;
  /** The query cache as JSON, for the QUERY_STATE_ELEMENT_ID data block. */
  queryState: string;
  /** 404 when the page's subject (an opportunity) does not exist, else 200. */
  status: number;
};

type PageData = {
  queryKey: readonly unknown[];
  path: string;
  /** What the page is about: a 404 for it makes the page a 404. */
  isSubject?: boolean;
};

/**
 * Puts the API answers each page needs for its first paint under the keys its hooks read;
 * answers the page's HTTP status.
 */
async function prefetchPageData(
  queryClient: QueryClient,
  url: URL,
  getJson: GetJson,
): Promise<number> {
  const wanted: PageData[] = [{ queryKey: SITE_CONFIG_QUERY_KEY, path: '/api/site-config/' }];
  if (url.pathname === paths.home) {
    wanted.push({ queryKey: SITE_STATS_QUERY_KEY, path: '/api/stats/' });
    wanted.push({ queryKey: SITE_CONTENT_QUERY_KEY, path: '/api/site-content/' });
  }
  if (url.pathname === paths.search && hasSearchQuery(url.searchParams)) {
    // The same string the page reads from useSearchParams().toString().
    const query = url.searchParams.toString();
    wanted.push({ queryKey: searchQueryKeys.results(query), path: searchResultsPath(query) });
  }
  const opportunityId = matchPath(paths.opportunity, url.pathname)?.params.opportunityId;
  if (opportunityId) {
    wanted.push({
      queryKey: getOpportunityQueryKey(opportunityId, null),
      path: `/api/opportunities/${encodeURIComponent(opportunityId)}/`,
      isSubject: true,
    });
  }
  const answers = await Promise.all(
    wanted.map(async (data) => {
      const answer = await getJson(data.path);
      if (answer.status === 200) queryClient.setQueryData(data.queryKey, answer.body);
      return data.isSubject && answer.status === 404 ? 404 : 200;
    }),
  );
  return Math.max(...answers);
}

/** JSON that is safe inside an inline <script>: no `</script>`, no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * Renders `url` (path and query) for an anonymous visitor; undefined when it is not ours to.
 * `cookie` is the request's Cookie header: it carries the result layout chosen (ADR 0098).
 */
export async function render(
  url: string,
  getJson: GetJson,
  cookie?: string,
): Promise<ServerRenderResult | undefined> {
  const fullUrl = new URL(url, 'http://wac.local');
  const isOurs = SERVER_RENDERED_PATHS.some((pattern) => matchPath(pattern, fullUrl.pathname));
  if (!isOurs) return undefined;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(fullUrl));
  // No route has a loader or redirects; a Response here is not a page to render.
  if (context instanceof Response) return undefined;

  const queryClient = createQueryClient();
  const status = await prefetchPageData(queryClient, fullUrl, getJson);
  const router = createStaticRouter(handler.dataRoutes, context);
  const metaCollector: PageMetaCollector = {};
  const html = renderToString(
    <StrictMode>
      <PageMetaCollectorContext value={metaCollector}>
        <RequestCookiesContext value={cookie ?? ''}>
          <AppProviders queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RequestCookiesContext>
      </PageMetaCollectorContext>
    </StrictMode>,
  );
  const { meta } = metaCollector;
  return {
    html,
    title: meta ? formatDocumentTitle(meta.title) : undefined,
    description: meta?.description,
    queryState: serializeForScript(dehydrate(queryClient)),
    status,
  };
}
