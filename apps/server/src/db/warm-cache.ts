import type { Queryable } from './pool';

/**
 * Loading the pages searches read into PostgreSQL's own cache (shared_buffers) when the server
 * starts, with pg_prewarm, instead of letting the first few thousand searches after a restart
 * fetch them one 8 kB page at a time through the kernel (ADR 0130). A search whose pages sit in
 * the kernel's cache but not in shared_buffers costs about twice the CPU of the same search warm.
 *
 * Best effort: where the extension cannot be created (a managed server without it, a role
 * without the right) nothing is warmed and the reason is returned; searches work the same, only
 * the first ones are slower.
 */

/** The share of shared_buffers the warming may fill, leaving room for what requests bring in. */
export const WARM_SHARE_OF_SHARED_BUFFERS = 0.8;

/**
 * The tables a result card reads beside the search copy, each with the column it is reached by:
 * the notice's row by its id, its awards by the notice, each award's suppliers by the award, its
 * buyers by the notice, their organisations by id (awardFactsColumns, the cards' statement).
 * Measured over the fresh mix at 1M (docs/performance.md, "Warming what a fresh search reads
 * first"): these were read from the kernel while indexes no search used sat in the warmed 80 %.
 */
const CARD_TABLES: Readonly<Record<string, string>> = {
  opportunities: 'id',
  awards: 'opportunity_id',
  award_suppliers: 'award_id',
  opportunity_buyers: 'opportunity_id',
  organisations: 'id',
};

const CARD_TABLES_SQL = Object.entries(CARD_TABLES)
  .map(([table, column]) => `('${table}', '${column}')`)
  .join(', ');

/**
 * Which relations first (ADRs 0130, 0366): the search copy (its rows, the TOASTed search vectors,
 * its indexes), then Best Match's rank table, then the cards' tables (rows, TOAST and the whole,
 * not partial, indexes led by the column a card reaches them by), each group largest first, then
 * the rest smallest first (by then the budget is nearly spent: many small lookup tables warm in
 * the room of one large index). A relation that does not fit in what is left of the budget is
 * skipped, not cut, and smaller ones after it may still fit.
 */
const PRIORITY_SQL = `
  CASE
    WHEN owner.relname = 'opportunity_search' THEN 0
    WHEN owner.relname = 'opportunity_search_rank' THEN 1
    WHEN card.column_name IS NOT NULL
         AND (ix.indexrelid IS NULL
              OR (ix.indpred IS NULL AND (SELECT a.attname FROM pg_attribute a
                                           WHERE a.attrelid = ix.indrelid
                                             AND a.attnum = ix.indkey[0]) = card.column_name))
      THEN 2
    ELSE 3
  END`;

export type WarmResult =
  | { warmed: true; relations: number; blocks: number; budgetBlocks: number; ms: number }
  | { warmed: false; reason: string };

/** The log line of a warming: what it loaded, or why it did not. */
export function describeWarmResult(result: WarmResult): string {
  return result.warmed
    ? `database cache warmed: ${result.relations} relations, ${Math.round((result.blocks * 8) / 1024)} MB in ${result.ms} ms`
    : `database cache not warmed: ${result.reason}`;
}

type Relation = { oid: number; name: string; owner: string; blocks: number };

/**
 * The relations of the public schema (tables, their TOAST tables, indexes) in warming order,
 * each with its owning table, and the server's shared_buffers in blocks.
 */
export async function listRelations(
  db: Queryable,
): Promise<{ relations: Relation[]; buffers: number }> {
  const { rows } = await db.query<Relation & { buffers: number }>(
    `SELECT c.oid::int AS oid, c.oid::regclass::text AS name, owner.relname AS owner,
            (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS blocks,
            (SELECT setting::int FROM pg_settings WHERE name = 'shared_buffers') AS buffers
       FROM pg_class c
       -- An index belongs to its table, a TOAST table (and its index) to the table it serves.
       CROSS JOIN LATERAL (SELECT coalesce(
              (SELECT i.indrelid FROM pg_index i WHERE i.indexrelid = c.oid), c.oid) AS oid) base
       JOIN pg_class owner ON owner.oid = coalesce(
              (SELECT t.oid FROM pg_class t WHERE t.reltoastrelid = base.oid), base.oid)
       LEFT JOIN pg_index ix ON ix.indexrelid = c.oid AND ix.indrelid = owner.oid
       LEFT JOIN (VALUES ${CARD_TABLES_SQL}) card (table_name, column_name)
              ON card.table_name = owner.relname
       CROSS JOIN LATERAL (SELECT ${PRIORITY_SQL} AS priority) p
      WHERE owner.relnamespace = 'public'::regnamespace
        AND c.relkind IN ('r', 't', 'i', 'm')
        AND pg_relation_size(c.oid) > 0
      ORDER BY p.priority,
               CASE WHEN p.priority = 3 THEN pg_relation_size(c.oid)
                    ELSE -pg_relation_size(c.oid) END,
               c.oid`,
  );
  return { relations: rows, buffers: rows[0]?.buffers ?? 0 };
}

/** Which relations fit in `budget` blocks, in order (a relation too big is skipped). */
export function chooseRelationsToWarm<T extends { blocks: number }>(
  relations: readonly T[],
  budget: number,
): T[] {
  const chosen: T[] = [];
  let left = budget;
  for (const relation of relations) {
    if (relation.blocks > left) continue;
    chosen.push(relation);
    left -= relation.blocks;
  }
  return chosen;
}

/**
 * Warms the database's cache: up to WARM_SHARE_OF_SHARED_BUFFERS of shared_buffers
 * (`budgetBlocks` overrides it), one relation per statement so a busy server is never held up
 * by one long one.
 */
export async function warmDatabaseCache(
  db: Queryable,
  options: { budgetBlocks?: number } = {},
): Promise<WarmResult> {
  const started = performance.now();
  try {
    await db.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  } catch (error) {
    return { warmed: false, reason: `pg_prewarm is not available: ${(error as Error).message}` };
  }
  const { relations, buffers } = await listRelations(db);
  const budgetBlocks = options.budgetBlocks ?? Math.floor(buffers * WARM_SHARE_OF_SHARED_BUFFERS);
  const chosen = chooseRelationsToWarm(relations, budgetBlocks);
  let blocks = 0;
  for (const relation of chosen) {
    // A relation dropped since it was listed (a migration, a rebuilt index) is skipped.
    const { rows } = await db.query<{ blocks: string | null }>(
      `SELECT pg_prewarm(c.oid)::text AS blocks FROM pg_class c WHERE c.oid = $1`,
      [relation.oid],
    );
    blocks += Number(rows[0]?.blocks ?? 0);
  }
  return {
    warmed: true,
    relations: chosen.length,
    blocks,
    budgetBlocks,
    ms: Math.round(performance.now() - started),
  };
}
