import type { Queryable } from '../../db/pool';

export type BuyerFacts = {
  opportunity_id: number;
  buyer_name: string;
  buyer_id_from_source: string | null;
  published_at: Date | null;
};

export type SupplierFacts = {
  opportunity_id: number;
  award_id: number;
  position: number;
  name: string;
  scheme: string | null;
  identifier: string | null;
  party_id: string | null;
};

/**
 * The stored party facts of these opportunities: the buyer (with the first publication: the
 * earliest release stored for any of its ocids, else its release date) and every award supplier.
 */
export async function findPartyFacts(db: Queryable, opportunityIds: number[]) {
  const [buyers, suppliers] = await Promise.all([
    db.query<BuyerFacts>(
      `SELECT o.id AS opportunity_id, o.buyer_name, o.buyer_id_from_source,
              COALESCE((SELECT min(r.release_date)
                          FROM opportunity_sources s JOIN raw_releases r ON r.ocid = s.ocid
                         WHERE s.opportunity_id = o.id), o.release_date) AS published_at
         FROM opportunities o
        WHERE o.id = ANY ($1::bigint[]) AND o.buyer_name IS NOT NULL AND btrim(o.buyer_name) <> ''`,
      [opportunityIds],
    ),
    db.query<SupplierFacts>(
      `SELECT a.opportunity_id, s.award_id, s.position, s.name, s.scheme, s.identifier, s.party_id
         FROM awards a JOIN award_suppliers s ON s.award_id = a.id
        WHERE a.opportunity_id = ANY ($1::bigint[])`,
      [opportunityIds],
    ),
  ]);
  return { buyers: buyers.rows, suppliers: suppliers.rows };
}

export type BuyerLink = { opportunityId: number; organisationId: number; publishedAt: Date | null };
export type SupplierLink = {
  opportunityId: number;
  awardId: number;
  position: number;
  organisationId: number;
};

/** Writes buyer links; rows already saying the same are left alone (no dead tuples, no trigger). */
export async function writeBuyerLinks(db: Queryable, links: BuyerLink[]): Promise<void> {
  if (links.length === 0) return;
  await db.query(
    `INSERT INTO opportunity_buyers (opportunity_id, organisation_id, published_at)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[])
     ON CONFLICT (opportunity_id) DO UPDATE
       SET organisation_id = EXCLUDED.organisation_id, published_at = EXCLUDED.published_at
     WHERE (opportunity_buyers.organisation_id, opportunity_buyers.published_at)
           IS DISTINCT FROM (EXCLUDED.organisation_id, EXCLUDED.published_at)`,
    [
      links.map((link) => link.opportunityId),
      links.map((link) => link.organisationId),
      links.map((link) => link.publishedAt),
    ],
  );
}

/**
 * Writes supplier links and records when each organisation was first seen winning each
 * opportunity: now, or (for rows linked after the fact) when the opportunity was first seen, so
 * a backfill never looks like news.
 */
export async function writeSupplierLinks(
  db: Queryable,
  links: SupplierLink[],
  sightedAt: 'now' | 'opportunity-first-seen',
): Promise<void> {
  if (links.length === 0) return;
  await db.query(
    `UPDATE award_suppliers s SET organisation_id = x.organisation_id
       FROM unnest($1::bigint[], $2::int[], $3::bigint[]) AS x(award_id, position, organisation_id)
      WHERE s.award_id = x.award_id AND s.position = x.position
        AND s.organisation_id IS DISTINCT FROM x.organisation_id`,
    [
      links.map((link) => link.awardId),
      links.map((link) => link.position),
      links.map((link) => link.organisationId),
    ],
  );
  const seen =
    sightedAt === 'now'
      ? 'now()'
      : '(SELECT first_seen_at FROM opportunities WHERE id = x.opportunity_id)';
  await db.query(
    `INSERT INTO supplier_award_sightings (organisation_id, opportunity_id, first_seen_at)
     SELECT DISTINCT x.organisation_id, x.opportunity_id, ${seen}
       FROM unnest($1::bigint[], $2::bigint[]) AS x(organisation_id, opportunity_id)
     ON CONFLICT DO NOTHING`,
    [links.map((link) => link.organisationId), links.map((link) => link.opportunityId)],
  );
}
