import type { Queryable } from '../../db/pool';
import { asStringArray, asTimestamp } from './json-values';
import { toJsonbText } from './jsonb-text';
import type { OcdsRelease } from './ocds-types';
import { noteIfEntityFree } from './repair-text';
import type { SourceSystem } from './source-systems';

/**
 * Stores releases exactly as received, keyed by (ocid, release id); a release already stored is
 * left alone, so re-ingesting a page changes nothing. The one exception: a release stored
 * without the notice type its page was asked for (saved files, rows from before migration 0190)
 * gains it when a sync reads it again, and its ocid counts as changed so its opportunity shows
 * the type. Returns how many were new and the ocids that need compiling again.
 */
export async function insertRawReleases(
  db: Queryable,
  source: SourceSystem,
  releases: OcdsRelease[],
  requestedNoticeType: number | null = null,
): Promise<{ inserted: number; ocids: string[] }> {
  if (releases.length === 0) return { inserted: 0, ocids: [] };
  const unique = new Map<string, OcdsRelease>();
  for (const release of releases) unique.set(`${release.ocid}\u0000${release.id}`, release);
  const rows = [...unique.values()].map((release) => ({
    ocid: release.ocid,
    release_id: release.id,
    release_date: asTimestamp(release.date),
    tags: asStringArray(release.tag),
    payload: release,
  }));
  const { rows: inserted } = await db.query<{ ocid: string }>(
    `INSERT INTO raw_releases
            (ocid, release_id, source_system, release_date, tags, payload, requested_notice_type)
     SELECT x.ocid, x.release_id, $2, x.release_date, coalesce(x.tags, '{}'), x.payload, $3
       FROM jsonb_to_recordset($1::jsonb)
         AS x(ocid text, release_id text, release_date timestamptz, tags text[], payload jsonb)
     ON CONFLICT (ocid, release_id) DO NOTHING
     RETURNING ocid`,
    [toJsonbText(rows), source, requestedNoticeType],
  );
  const typed =
    requestedNoticeType === null ? [] : await fillNoticeType(db, rows, requestedNoticeType);
  return {
    inserted: inserted.length,
    ocids: [...new Set([...inserted, ...typed].map((row) => row.ocid))],
  };
}

/** Gives stored releases without a requested notice type this one (a separate statement, so
 * rows that already have theirs are neither written nor locked). */
async function fillNoticeType(
  db: Queryable,
  rows: { ocid: string; release_id: string }[],
  requestedNoticeType: number,
) {
  const { rows: filled } = await db.query<{ ocid: string }>(
    `UPDATE raw_releases r SET requested_notice_type = $2
       FROM jsonb_to_recordset($1::jsonb) AS x(ocid text, release_id text)
      WHERE r.ocid = x.ocid AND r.release_id = x.release_id AND r.requested_notice_type IS NULL
      RETURNING r.ocid`,
    [toJsonbText(rows.map(({ ocid, release_id }) => ({ ocid, release_id }))), requestedNoticeType],
  );
  return filled;
}

export type StoredOcid = {
  source: SourceSystem;
  releases: OcdsRelease[];
  /** Release id -> the PCS / Sell2Wales notice type its page was asked for, where stored. */
  requestedNoticeTypes: Map<string, number>;
};

/** Every stored release of the given ocids, grouped by ocid, oldest first. */
export async function findRawReleases(
  db: Queryable,
  ocids: string[],
): Promise<Map<string, StoredOcid>> {
  const grouped = new Map<string, StoredOcid>();
  if (ocids.length === 0) return grouped;
  const { rows } = await db.query<{
    ocid: string;
    release_id: string;
    source_system: SourceSystem;
    payload: string;
    requested_notice_type: number | null;
  }>(
    // The payload as text (what Postgres sends for jsonb anyway), parsed here so a release
    // that cannot hold an entity skips the entity walk when compiled (noteIfEntityFree).
    `SELECT ocid, release_id, source_system, payload::text AS payload, requested_notice_type
       FROM raw_releases WHERE ocid = ANY($1)
      ORDER BY ocid, release_date NULLS FIRST, release_id`,
    [ocids],
  );
  for (const row of rows) {
    let stored = grouped.get(row.ocid);
    if (!stored) {
      stored = { source: row.source_system, releases: [], requestedNoticeTypes: new Map() };
      grouped.set(row.ocid, stored);
    }
    const release = JSON.parse(row.payload) as OcdsRelease;
    noteIfEntityFree(release, row.payload);
    stored.releases.push(release);
    if (row.requested_notice_type !== null) {
      stored.requestedNoticeTypes.set(row.release_id, row.requested_notice_type);
    }
  }
  return grouped;
}

/** Every stored ocid of a source, a batch at a time, for recompiling after a mapping change. */
export async function findRawOcids(
  db: Queryable,
  options: { after: string | null; limit: number },
): Promise<string[]> {
  const { rows } = await db.query<{ ocid: string }>(
    `SELECT DISTINCT ocid FROM raw_releases WHERE $1::text IS NULL OR ocid > $1
      ORDER BY ocid LIMIT $2`,
    [options.after, options.limit],
  );
  return rows.map((row) => row.ocid);
}
