import { buildCsvExportFileName, searchQuerySchema } from '@wac/contract';
import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { rememberingParser } from '../../http/remembered-parse';
import { parseInput } from '../../http/validate';
import { requireDocumentSearch } from '../auth/plan-access';
import { SearchCountsMemo } from './count/search-counts-memo';
import { SearchPageCache } from './page/search-page-cache';
import { countSearchMatches, searchOpportunities } from './search.service';
import { exportSearchCsv } from './search-export.service';

/** The query string of a request URL (what Fastify parsed `request.query` from). */
function queryStringOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}

export const searchRoutes: FastifyPluginAsync = async (app) => {
  // One per app, i.e. per process in production (ADR 0110).
  const cacheMegabytes = app.deps.env.SEARCH_PAGE_CACHE_MB;
  const pageCache = cacheMegabytes > 0 ? new SearchPageCache(cacheMegabytes) : undefined;
  // Read by the data version the page cache's state brings (ADR 0117), so kept beside it.
  const countsMemo = pageCache ? new SearchCountsMemo() : undefined;
  // The search query parsed once per query string (ADR 0135): popular searches repeat it.
  const parseSearchQuery = rememberingParser(searchQuerySchema);
  app.get('/', async (request, reply) => {
    const query = parseSearchQuery(queryStringOf(request.url), request.query);
    if (query.include_documents) requireDocumentSearch(request.user);
    // Results carry the caller's favourites, so no shared cache may keep them.
    reply.header('cache-control', 'private, no-cache');
    const deps = {
      db: app.deps.db,
      isCountCacheEnabled: app.deps.env.SEARCH_COUNT_CACHE,
      pageCache,
      countsMemo,
    };
    if (query.count_only) return countSearchMatches(deps, query);
    return searchOpportunities(deps, query, request.user);
  });

  // The whole search as CSV, up to the tier's row limit (ADR 0093).
  app.get('/export.csv', async (request, reply) => {
    const user = requireUser(request, 'Please log in to export searches.');
    const query = parseInput(searchQuerySchema, request.query);
    if (query.include_documents) requireDocumentSearch(user);
    const deps = {
      db: app.deps.db,
      isCountCacheEnabled: app.deps.env.SEARCH_COUNT_CACHE,
      publicBaseUrl: app.deps.env.PUBLIC_BASE_URL,
    };
    const csv = await exportSearchCsv(deps, query, user);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${buildCsvExportFileName('search')}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
};
