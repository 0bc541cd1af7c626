import type { FreshQuery, FreshSort } from './fresh-queries';
import type { SqliteDatabase } from './sqlite-driver';

/**
 * The peer's answer to a fresh query, as WAC's API answers it: the exact total and the top 20,
 * by bm25 with WAC's field weights (title 3, buyer and suppliers 1.5, description 1) for Best
 * Match, by release instant for newest first; filters on the `facts` table (build-index.ts) with
 * the same facet-key bit tests WAC's filters make. In-process: no HTTP, no JSON.
 */
export type PeerEngine = { ask(query: FreshQuery, sort: FreshSort): number };

const FILTERS =
  '(f.facet_key & @regionBit) <> 0 AND f.value >= @valueFrom AND ((f.facet_key >> 2) & 3) = @stage';

export function createPeerEngine(db: SqliteDatabase): PeerEngine {
  const prepared = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const statement = (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  return {
    ask(query, sort) {
      const hasFilters = query.filters !== null;
      const join = hasFilters || sort === 'newest' ? 'JOIN facts f ON f.id = docs.rowid' : '';
      const where = `docs MATCH @match${hasFilters ? ` AND ${FILTERS}` : ''}`;
      const order =
        sort === 'relevance'
          ? 'bm25(docs, 3.0, 1.5, 1.5, 1.0)'
          : 'f.released DESC NULLS LAST, docs.rowid DESC';
      const params = {
        match: query.fts5,
        ...(query.filters
          ? {
              regionBit: query.filters.regionBit,
              valueFrom: query.filters.valueFrom,
              stage: query.filters.stage,
            }
          : {}),
      };
      const total = (
        statement(`SELECT count(*) AS n FROM docs ${join} WHERE ${where}`).get(params) as {
          n: number;
        }
      ).n;
      statement(
        `SELECT docs.rowid FROM docs ${join} WHERE ${where} ORDER BY ${order} LIMIT 20`,
      ).all(params);
      return total;
    },
  };
}
