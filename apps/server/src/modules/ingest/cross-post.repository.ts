import type { Queryable } from '../../db/pool';
import { CROSS_POST_MAX_DAYS_APART, type CrossPostCandidate } from './cross-post';
import { findTenderNoticeUrl } from './notice-url';
import type { SourceSystem } from './source-systems';

type CandidateRow = {
  id: number;
  title: string;
  sources: SourceSystem[];
  source_system: SourceSystem;
  buyer_name_normalised: string | null;
  first_release_date: Date | null;
};

const MAX_CANDIDATES = 200;

/**
 * Serialises cross-post decisions for one buyer across concurrent syncs (CF and FTS run at the
 * same time): without it both could create an opportunity before seeing the other's.
 */
export async function lockBuyerForCrossPost(db: Queryable, buyerNameNormalised: string) {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `cross-post:${buyerNameNormalised}`,
  ]);
}

/**
 * Serialises cross-post decisions that hinge on the same Find a Tender notices (the CF and FTS
 * syncs may store both sides at once). Taken in sorted order, before the buyer's lock.
 */
export async function lockNoticesForCrossPost(db: Queryable, noticeIds: readonly string[]) {
  for (const noticeId of [...noticeIds].sort()) {
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cross-post-notice:${noticeId}`]);
  }
}

// Written out (not a parameter) so the planner can use migration 0101's partial index.
const IS_FTS_NOTICE_LINK = `d.url LIKE 'https://www.find-tender.service.gov.uk/Notice/%'`;

/**
 * The real opportunity of another portal tied to an ocid by Find a Tender notices: for an FTS
 * ocid (its own notice ids), one whose documents link to one of them; for another portal's ocid
 * (the notices it links to), one holding an FTS ocid that published one of them. Null if none.
 */
export async function findLinkedCrossPost(
  db: Queryable,
  options: { source: SourceSystem; noticeIds: readonly string[] },
): Promise<number | null> {
  const { source, noticeIds } = options;
  if (noticeIds.length === 0) return null;
  const { rows } =
    source === 'FTS'
      ? await db.query<{ id: number }>(
          `SELECT o.id FROM documents d JOIN opportunities o ON o.id = d.opportunity_id
            WHERE ${IS_FTS_NOTICE_LINK} AND d.url = ANY ($1::text[])
              AND NOT ('FTS' = ANY (o.sources)) AND NOT o.is_sample
            ORDER BY o.id LIMIT 1`,
          [noticeIds.map(findTenderNoticeUrl)],
        )
      : await db.query<{ id: number }>(
          `SELECT o.id FROM raw_releases r
             JOIN opportunity_sources s ON s.ocid = r.ocid
             JOIN opportunities o ON o.id = s.opportunity_id
            WHERE r.source_system = 'FTS' AND r.release_id = ANY ($1::text[])
              AND NOT ($2 = ANY (o.sources)) AND NOT o.is_sample
            ORDER BY o.id LIMIT 1`,
          [noticeIds, source],
        );
  return rows[0]?.id ?? null;
}

/**
 * Real opportunities of the same normalised buyer not yet holding `source`, whose latest release
 * is recent enough to be within the cross-post window of `firstReleaseDate`.
 */
export async function findCrossPostCandidates(
  db: Queryable,
  options: { buyerNameNormalised: string; source: SourceSystem; firstReleaseDate: string },
): Promise<CrossPostCandidate[]> {
  const { rows } = await db.query<CandidateRow>(
    `SELECT o.id, o.title, o.sources, o.source_system, o.buyer_name_normalised,
            (SELECT min(r.release_date)
               FROM opportunity_sources s JOIN raw_releases r ON r.ocid = s.ocid
              WHERE s.opportunity_id = o.id) AS first_release_date
       FROM opportunities o
      WHERE o.buyer_name_normalised = $1
        AND NOT ($2 = ANY (o.sources))
        AND NOT o.is_sample
        AND o.release_date >= $3::timestamptz - make_interval(days => $4)
      ORDER BY o.release_date DESC
      LIMIT ${MAX_CANDIDATES}`,
    [
      options.buyerNameNormalised,
      options.source,
      options.firstReleaseDate,
      CROSS_POST_MAX_DAYS_APART,
    ],
  );
  return rows.map((row) => ({
    opportunityId: row.id,
    source: row.source_system,
    sources: row.sources,
    title: row.title,
    buyerNameNormalised: row.buyer_name_normalised,
    firstReleaseDate: row.first_release_date?.toISOString() ?? null,
  }));
}

/**
 * Serialises cross-post decisions for the same portal references across concurrent syncs (PCS
 * and FTS run at the same time). Locks are taken in sorted order, so two syncs cannot deadlock.
 */
export async function lockCrossPostRefs(db: Queryable, refs: readonly string[]) {
  for (const ref of [...refs].sort()) {
    await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`cross-post-ref:${ref}`]);
  }
}

/**
 * The real opportunity (not yet holding `source`) one of whose ocids shares a cross-post
 * reference with `refs`, or null: the oldest such opportunity when several do.
 */
export async function findOpportunityByCrossPostRefs(
  db: Queryable,
  options: { refs: string[]; source: SourceSystem; ocid: string },
): Promise<number | null> {
  if (options.refs.length === 0) return null;
  const { rows } = await db.query<{ id: number }>(
    `SELECT o.id
       FROM opportunity_sources s JOIN opportunities o ON o.id = s.opportunity_id
      WHERE s.cross_post_refs && $1::text[] AND s.cross_post_refs <> '{}'
        AND s.ocid <> $3
        AND NOT ($2 = ANY (o.sources))
        AND NOT o.is_sample
      ORDER BY o.id
      LIMIT 1`,
    [options.refs, options.source, options.ocid],
  );
  return rows[0]?.id ?? null;
}

/**
 * Folds one opportunity into another before its ocids are compiled into that one: what users
 * hold of it (favourites, alert and follow deliveries, so no digest sends it again, its detected
 * changes) moves to `into`, then it is deleted with its awards, documents and source links (they
 * are written again for `into`).
 * A new table that refers to opportunities must be carried over here too.
 */
export async function absorbOpportunity(db: Queryable, options: { from: number; into: number }) {
  const values = [options.from, options.into];
  await db.query(
    `INSERT INTO favourites (user_id, opportunity_id, created_at)
     SELECT user_id, $2, created_at FROM favourites WHERE opportunity_id = $1
     ON CONFLICT (user_id, opportunity_id) DO NOTHING`,
    values,
  );
  await db.query(
    `INSERT INTO alert_deliveries (profile_id, opportunity_id, digest_key, sent_at)
     SELECT profile_id, $2, digest_key, sent_at FROM alert_deliveries WHERE opportunity_id = $1
     ON CONFLICT (profile_id, opportunity_id) DO NOTHING`,
    values,
  );
  // Follow news already sent (ADR 0087) is not sent again for the merged opportunity.
  await db.query(
    `INSERT INTO follow_deliveries (user_id, role, opportunity_id, organisation_id, digest_key, sent_at)
     SELECT user_id, role, $2, organisation_id, digest_key, sent_at
       FROM follow_deliveries WHERE opportunity_id = $1
     ON CONFLICT (user_id, role, opportunity_id) DO NOTHING`,
    values,
  );
  // Its detected changes (issue 20) stay in the history, with the emails sent about them.
  await db.query(
    'UPDATE opportunity_changes SET opportunity_id = $2 WHERE opportunity_id = $1',
    values,
  );
  await db.query('DELETE FROM opportunities WHERE id = $1', [options.from]);
}
