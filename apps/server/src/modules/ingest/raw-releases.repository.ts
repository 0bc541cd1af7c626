import type { Queryable } from '../../db/pool';
import { asStringArray, asTimestamp } from './json-values';
import { toJsonbText } from './jsonb-text';
import type { OcdsRelease } from './ocds-types';
import type { SourceSystem } from './source-systems';

/**
 * Stores releases exactly as received, keyed by (ocid, release id); a release already stored is
 * left alone, so re-ingesting a page changes nothing. Returns how many were new and the ocids that
 * gained a release: only those need compiling again.
 */
export async function insertRawReleases(
  db: Queryable,
  source: SourceSystem,
  releases: OcdsRelease[],
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
    `INSERT INTO raw_releases (ocid, release_id, source_system, release_date, tags, payload)
     SELECT x.ocid, x.release_id, $2, x.release_date, coalesce(x.tags, '{}'), x.payload
       FROM jsonb_to_recordset($1::jsonb)
         AS x(ocid text, release_id text, release_date timestamptz, tags text[], payload jsonb)
     ON CONFLICT (ocid, release_id) DO NOTHING
     RETURNING ocid`,
    [toJsonbText(rows), source],
  );
  return { inserted: inserted.length, ocids: [...new Set(inserted.map((row) => row.ocid))] };
}

export type StoredOcid = { source: SourceSystem; releases: OcdsRelease[] };

/** Every stored release of the given ocids, grouped by ocid, oldest first. */
export async function findRawReleases(
  db: Queryable,
  ocids: string[],
): Promise<Map<string, StoredOcid>> {
  const grouped = new Map<string, StoredOcid>();
  if (ocids.length === 0) return grouped;
  const { rows } = await db.query<{
    ocid: string;
    source_system: SourceSystem;
    payload: OcdsRelease;
  }>(
    `SELECT ocid, source_system, payload FROM raw_releases WHERE ocid = ANY($1)
      ORDER BY ocid, release_date NULLS FIRST, release_id`,
    [ocids],
  );
  for (const row of rows) {
    const stored = grouped.get(row.ocid);
    if (stored) stored.releases.push(row.payload);
    else grouped.set(row.ocid, { source: row.source_system, releases: [row.payload] });
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
