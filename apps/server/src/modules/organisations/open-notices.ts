import type { Queryable } from '../../db/pool';
import { buildSearchConditions, splitStatuses } from '../search';

/** The data version a statement's snapshot sees (ADR 0023): sum of the ledger's weights. */
export const SEARCH_DATA_VERSION_SQL =
  '(SELECT coalesce(sum(weight), 0)::text FROM opportunity_search_changes)';

/**
 * Every notice open for bids when read, soonest deadline first, with its CPV divisions and
 * groups (the 2- and 3-digit prefixes a supplier's sectors are written in). Kept per pool and
 * data version (ADR 0114, 0162): a supplier's open opportunities are the open notices in its
 * sectors, which span most open notices, so each supplier view reads this list from memory
 * rather than the search copy (about 8,000 notices at a million opportunities).
 */
export type OpenNoticeList = {
  version: string;
  readAt: number;
  ids: number[];
  /** Epoch milliseconds; null for a notice without a deadline. */
  deadlines: (number | null)[];
  /** Each notice's CPV prefixes of two and three digits. */
  sectorPrefixes: string[][];
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
    ids: string[] | null;
    deadlines: (string | null)[] | null;
    prefixes: string[][] | null;
  }>(
    `SELECT ${SEARCH_DATA_VERSION_SQL} AS version,
            array_agg(n.id ORDER BY n.deadline NULLS LAST, n.id) AS ids,
            array_agg(floor(extract(epoch FROM n.deadline) * 1000)::bigint
                      ORDER BY n.deadline NULLS LAST, n.id) AS deadlines,
            coalesce(json_agg(n.prefixes ORDER BY n.deadline NULLS LAST, n.id), '[]') AS prefixes
       FROM (SELECT s.opportunity_id AS id, s.tender_deadline_date AS deadline,
                    ARRAY(SELECT p FROM unnest(s.cpv_prefixes) AS p WHERE length(p) <= 3)
                      AS prefixes
               FROM opportunity_search s WHERE ${open.where}) n`,
    open.params.values,
  );
  const row = rows[0]!;
  return {
    version: row.version,
    readAt: Date.now(),
    ids: (row.ids ?? []).map(Number),
    deadlines: (row.deadlines ?? []).map((value) => (value === null ? null : Number(value))),
    sectorPrefixes: row.prefixes ?? [],
  };
}

/** A kept list is read again after this long whatever else happened. */
const KEPT_AT_MOST_MS = 10 * 60_000;

/**
 * The open notices as of data version `version` (read by the caller in its own statement), from
 * this pool's kept list when it was read at that version, else read afresh (once, however many
 * requests ask at the same time). Every change to a notice's deadline, status or CPV codes
 * changes the search copy, hence the version. A notice in the list may have closed since:
 * `openNoticesInSectors` drops those at the instant asked.
 */
export async function openNoticesAt(db: Queryable, version: string): Promise<OpenNoticeList> {
  const holds = (list: OpenNoticeList) =>
    list.version === version && Date.now() - list.readAt < KEPT_AT_MOST_MS;
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
 * The ids of the notices of `list` still open at `now` with a CPV prefix among `prefixes` (as
 * search's `cpv_codes` filter with sub-categories matches them), in the list's order (soonest
 * deadline first). Open is monotone in time: a notice open when the list was read is still open
 * while its deadline is ahead (a status change is a write, hence a new version).
 */
export function openNoticesInSectors(
  list: OpenNoticeList,
  prefixes: ReadonlySet<string>,
  now: Date,
): number[] {
  const instant = now.getTime();
  const found: number[] = [];
  for (let index = 0; index < list.ids.length; index += 1) {
    const deadline = list.deadlines[index];
    if (deadline !== null && deadline !== undefined && deadline <= instant) continue;
    if (!list.sectorPrefixes[index]?.some((prefix) => prefixes.has(prefix))) continue;
    found.push(list.ids[index]!);
  }
  return found;
}
