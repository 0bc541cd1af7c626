import type { Queryable } from '../../../db/pool';
import type { OcdsRelease } from '../../ingest/ocds-types';

export type TimelineReleaseRow = {
  ocid: string;
  release_id: string;
  source_system: string;
  release_date: Date | null;
  requested_notice_type: number | null;
  payload: OcdsRelease;
};

/**
 * The one definition of "a notice of this procurement" (issue 31): a release of the
 * opportunity's own ocid or of any ocid compiled into it (cross-posts, opportunity_sources). The
 * timeline lists these; watches email them. SQL over the given release alias and expressions.
 */
export function isProcurementReleaseSql(
  release: string,
  opportunityId: string,
  primaryOcid: string,
): string {
  return `(${release}.ocid = ${primaryOcid}
         OR ${release}.ocid IN (SELECT ocid FROM opportunity_sources WHERE opportunity_id = ${opportunityId}))`;
}

/**
 * Every release of the opportunity's ocids in publication order. The order uses only what the
 * notices state (date, then ocid and release id), never when WAC received them, so notices
 * imported in any order tell the same story.
 */
export async function findTimelineReleases(
  db: Queryable,
  opportunityId: number,
  primaryOcid: string,
): Promise<TimelineReleaseRow[]> {
  const { rows } = await db.query<TimelineReleaseRow>(
    `SELECT r.ocid, r.release_id, r.source_system, r.release_date,
            r.requested_notice_type, r.payload
       FROM raw_releases r
      WHERE ${isProcurementReleaseSql('r', '$1', '$2')}
      ORDER BY r.release_date NULLS FIRST, r.ocid, r.release_id`,
    [opportunityId, primaryOcid],
  );
  return rows;
}

/** The WAC ids of the opportunities that hold these ocids. */
export async function findWacIdsOfOcids(
  db: Queryable,
  ocids: string[],
): Promise<Map<string, string>> {
  if (ocids.length === 0) return new Map();
  const { rows } = await db.query<{ ocid: string; wac_id: string }>(
    `SELECT s.ocid, o.wac_id FROM opportunity_sources s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE s.ocid = ANY ($1::text[])`,
    [ocids],
  );
  return new Map(rows.map((row) => [row.ocid, row.wac_id]));
}
