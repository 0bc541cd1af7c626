import type { Queryable } from '../../db/pool';
import { buildSearchConditions } from '../search/search-conditions';
import { splitStatuses } from '../search/search-status';

/** The data version a statement's snapshot sees (ADR 0023): sum of the ledger's weights. */
export const SEARCH_DATA_VERSION_SQL =
  '(SELECT coalesce(sum(weight), 0)::text FROM opportunity_search_changes)';

/**
 * Every notice open for bids at `computedAt`, soonest deadline first, with its buyer link. Kept
 * per pool and data version (ADR 0114): a supplier's open opportunities are those of its
 * customers, and its customers are most buyers, so each supplier page would otherwise look up
 * the buyer of every open notice (about 8,000 at a million opportunities, 33,000 buffers).
 */
export type OpenNoticeList = {
  version: string;
  /** The snapshot the list was read in: later buyer-link changes are told apart by it. */
  snapshot: string;
  readAt: number;
  ids: number[];
  /** Epoch milliseconds; null for a notice without a deadline. */
  deadlines: (number | null)[];
  /** The raw organisation id of each notice's buyer link (merges are followed by the reader). */
  buyerIds: (number | null)[];
};

const lists = new WeakMap<object, OpenNoticeList | Promise<OpenNoticeList>>();

async function readOpenNotices(db: Queryable): Promise<OpenNoticeList> {
  // "Open" is the search status filter's own, so a profile and a search agree (ADR 0086).
  const open = buildSearchConditions(
    { status: splitStatuses(['open']) },
    { alias: 's', firstParam: 0 },
  );
  // One statement: the version is the one the list was read at.
  const { rows } = await db.query<{
    version: string;
    snapshot: string;
    ids: string[] | null;
    deadlines: (string | null)[] | null;
    buyer_ids: (string | null)[] | null;
  }>(
    `SELECT ${SEARCH_DATA_VERSION_SQL} AS version, pg_current_snapshot()::text AS snapshot,
            array_agg(n.id ORDER BY n.deadline NULLS LAST, n.id) AS ids,
            array_agg(floor(extract(epoch FROM n.deadline) * 1000)::bigint
                      ORDER BY n.deadline NULLS LAST, n.id) AS deadlines,
            array_agg(n.buyer_id ORDER BY n.deadline NULLS LAST, n.id) AS buyer_ids
       FROM (SELECT s.opportunity_id AS id, s.tender_deadline_date AS deadline,
                    (SELECT b.organisation_id FROM opportunity_buyers b
                      WHERE b.opportunity_id = s.opportunity_id) AS buyer_id
               FROM opportunity_search s WHERE ${open.where}) n`,
    open.params.values,
  );
  const row = rows[0]!;
  return {
    version: row.version,
    snapshot: row.snapshot,
    readAt: Date.now(),
    ids: (row.ids ?? []).map(Number),
    deadlines: (row.deadlines ?? []).map((value) => (value === null ? null : Number(value))),
    buyerIds: (row.buyer_ids ?? []).map((value) => (value === null ? null : Number(value))),
  };
}

/** A kept list is read again after this long whatever else happened (change rows are pruned). */
const KEPT_AT_MOST_MS = 10 * 60_000;

/** The kept list's snapshot, for the caller's statement to test with `linksChangedSql`. */
export function keptOpenNoticesSnapshot(db: Queryable): string | null {
  const kept = lists.get(db);
  return kept && !(kept instanceof Promise) ? kept.snapshot : null;
}

/**
 * SQL (`snapshot` a parameter holding `keptOpenNoticesSnapshot`): whether a buyer link changed
 * since that snapshot, as the profile change log (ADR 0103) records every write to
 * opportunity_buyers and every merge. Links are written with their notices (ADR 0085), except by
 * the organisation job's backfill and relinking, which leave the data version alone.
 */
export const linksChangedSql = (snapshot: string) =>
  `(${snapshot}::text IS NULL OR EXISTS (
     SELECT 1 FROM organisation_profile_changes x
      WHERE NOT pg_visible_in_snapshot(x.xid, ${snapshot}::text::pg_snapshot)))`;

/**
 * The open notices as of data version `version` (read by the caller in its own statement, with
 * `linksChanged`), from this pool's kept list when it was read at that version with no buyer
 * link changed since, else read afresh (once, however many requests ask at the same time). A
 * notice in the list may have closed since: `openNoticesOf` drops those at the instant asked.
 */
export async function openNoticesAt(
  db: Queryable,
  version: string,
  linksChanged: boolean,
): Promise<OpenNoticeList> {
  const holds = (list: OpenNoticeList) =>
    list.version === version && !linksChanged && Date.now() - list.readAt < KEPT_AT_MOST_MS;
  const kept = lists.get(db);
  if (kept && !(kept instanceof Promise) && holds(kept)) return kept;
  if (kept instanceof Promise) {
    const pending = await kept;
    if (pending.version === version) return pending;
  }
  const reading = readOpenNotices(db);
  lists.set(db, reading);
  try {
    const list = await reading;
    lists.set(db, list);
    return list;
  } catch (error) {
    lists.delete(db);
    throw error;
  }
}

/** Forgets the kept list (the benchmark's "nothing kept" classes). */
export function forgetOpenNotices(db: Queryable): void {
  lists.delete(db);
}

/**
 * The notices of `list` still open at `now` whose buyer link is one of `buyerIds`, in the list's
 * order (soonest deadline first). Open is monotone in time: a notice open when the list was read
 * is still open while its deadline is ahead (a status change is a write, hence a new version).
 */
export function openNoticesOf(
  list: OpenNoticeList,
  buyerIds: ReadonlySet<number>,
  now: Date,
): { id: number; buyerId: number }[] {
  const instant = now.getTime();
  const found: { id: number; buyerId: number }[] = [];
  for (let index = 0; index < list.ids.length; index += 1) {
    const buyerId = list.buyerIds[index];
    if (buyerId === null || buyerId === undefined || !buyerIds.has(buyerId)) continue;
    const deadline = list.deadlines[index];
    if (deadline !== null && deadline !== undefined && deadline <= instant) continue;
    found.push({ id: list.ids[index]!, buyerId });
  }
  return found;
}
