import type { OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { type AwardFactsRow, awardFactsColumns } from '../opportunities/award-card-facts';

/**
 * One item of follow news: a followed buyer's new notice, or a followed supplier's new award,
 * with every award's value and suppliers (a multi-award notice's range, ADR 0348).
 */
export type FollowNewsItem = AwardFactsRow & {
  role: OrganisationRole;
  organisation_id: number;
  organisation_name: string;
  opportunity_id: number;
  wac_id: string;
  title: string;
  buyer_name: string | null;
  value_amount: number | null;
  value_currency: string | null;
  tender_deadline_date: Date | null;
};

/** A user's news for one digest: the listed items (claimed) and how many there were in all. */
export type FollowNews = {
  buyers: { listed: FollowNewsItem[]; total: number };
  suppliers: { listed: FollowNewsItem[]; total: number };
};

/** A follow whose window is open: it has not been looked at up to this run's cutoff. */
const IS_DUE = 'greatest(f.matched_until, f.created_at) < $2::timestamptz';

/**
 * The news of these users' due follows since each follow's window start (its last run, or when
 * it was followed, at most `$3` back) up to the cutoff `$2`: new notices of followed buyers (first
 * seen in the window) and new awards to followed suppliers (first seen winning it in the
 * window), at most `$4` of each per user, newest first, with the total found. Merged
 * organisations count as the one they became.
 */
const NEWS_SQL = `
  WITH due AS (
    SELECT f.user_id, f.role, COALESCE(g.merged_into, g.id) AS organisation_id,
           greatest(f.matched_until, f.created_at,
                    $2::timestamptz - $3::bigint * interval '1 millisecond') AS since
      FROM follows f JOIN organisations g ON g.id = f.organisation_id
     WHERE f.user_id = ANY ($1::bigint[]) AND ${IS_DUE}),
  members AS (
    SELECT d.*, m.id AS member_id
      FROM due d JOIN organisations m ON m.id = d.organisation_id OR m.merged_into = d.organisation_id),
  news AS (
    SELECT m.user_id, m.role, m.organisation_id, o.id AS opportunity_id, o.first_seen_at AS seen_at
      FROM members m
      JOIN opportunity_buyers b ON b.organisation_id = m.member_id
      JOIN opportunities o ON o.id = b.opportunity_id
     WHERE m.role = 'buyer' AND o.first_seen_at >= m.since AND o.first_seen_at < $2
       AND NOT o.is_test_notice
    UNION ALL
    SELECT m.user_id, m.role, m.organisation_id, s.opportunity_id, s.first_seen_at
      FROM members m
      JOIN supplier_award_sightings s ON s.organisation_id = m.member_id
      JOIN opportunities o ON o.id = s.opportunity_id
     WHERE m.role = 'supplier' AND s.first_seen_at >= m.since AND s.first_seen_at < $2
       AND NOT o.is_test_notice),
  unique_news AS (
    SELECT DISTINCT ON (user_id, role, opportunity_id) *
      FROM news ORDER BY user_id, role, opportunity_id, seen_at, organisation_id),
  numbered AS (
    SELECT *, row_number() OVER (PARTITION BY user_id, role
                                 ORDER BY seen_at DESC, opportunity_id DESC) AS position,
              count(*) OVER (PARTITION BY user_id, role)::int AS total
      FROM unique_news)
  SELECT user_id, role, organisation_id, opportunity_id, total FROM numbered WHERE position <= $4`;

type NewsRow = {
  user_id: number;
  role: OrganisationRole;
  organisation_id: number;
  opportunity_id: number;
  total: number;
};

/**
 * Finds, claims and returns the follow news of these users (ADR 0087): each listed item is
 * recorded in follow_deliveries first, so an item claimed by an earlier or concurrent run is
 * neither listed nor counted again; then every due follow's window moves on to the cutoff.
 * Run it in the transaction that queues the digests.
 */
export async function claimFollowNews(
  db: Queryable,
  options: {
    userIds: readonly number[];
    cutoff: Date;
    maxLookbackMs: number;
    maxListed: number;
    digestKey: (userId: number) => string;
  },
): Promise<Map<number, FollowNews>> {
  if (options.userIds.length === 0) return new Map();
  const { rows } = await db.query<NewsRow>(NEWS_SQL, [
    options.userIds,
    options.cutoff,
    options.maxLookbackMs,
    options.maxListed,
  ]);
  const claimed = await db.query<{
    user_id: number;
    role: OrganisationRole;
    opportunity_id: number;
  }>(
    `INSERT INTO follow_deliveries (user_id, role, opportunity_id, organisation_id, digest_key)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::bigint[], $5::text[])
      ORDER BY 1, 2, 3
     ON CONFLICT (user_id, role, opportunity_id) DO NOTHING
     RETURNING user_id, role, opportunity_id`,
    [
      rows.map((row) => row.user_id),
      rows.map((row) => row.role),
      rows.map((row) => row.opportunity_id),
      rows.map((row) => row.organisation_id),
      rows.map((row) => options.digestKey(row.user_id)),
    ],
  );
  await db.query(
    `UPDATE follows f SET matched_until = greatest(f.matched_until, $2::timestamptz)
      WHERE f.user_id = ANY ($1::bigint[]) AND ${IS_DUE}`,
    [options.userIds, options.cutoff],
  );
  const isClaimed = new Set(
    claimed.rows.map((row) => `${row.user_id}:${row.role}:${row.opportunity_id}`),
  );
  const listedRows = rows.filter((row) =>
    isClaimed.has(`${row.user_id}:${row.role}:${row.opportunity_id}`),
  );
  return groupNews(rows, listedRows, await findNewsDetails(db, listedRows));
}

function groupNews(
  found: NewsRow[],
  listed: NewsRow[],
  details: Map<string, FollowNewsItem>,
): Map<number, FollowNews> {
  const news = new Map<number, FollowNews>();
  for (const row of listed) {
    const item = details.get(`${row.organisation_id}:${row.opportunity_id}`);
    if (!item) continue;
    const entry = news.get(row.user_id) ?? {
      buyers: { listed: [], total: 0 },
      suppliers: { listed: [], total: 0 },
    };
    entry[row.role === 'buyer' ? 'buyers' : 'suppliers'].listed.push(item);
    news.set(row.user_id, entry);
  }
  // In all: what was found, less what was found but claimed elsewhere (neither listed nor new).
  for (const [userId, entry] of news) {
    for (const [role, section] of [
      ['buyer', entry.buyers],
      ['supplier', entry.suppliers],
    ] as const) {
      const group = found.filter((row) => row.user_id === userId && row.role === role);
      section.total = (group[0]?.total ?? 0) - (group.length - section.listed.length);
    }
  }
  return news;
}

async function findNewsDetails(db: Queryable, rows: NewsRow[]) {
  if (rows.length === 0) return new Map<string, FollowNewsItem>();
  const { rows: items } = await db.query<FollowNewsItem>(
    `SELECT x.role, x.organisation_id, g.name AS organisation_name, o.id AS opportunity_id,
            o.wac_id, o.title, o.buyer_name,
            coalesce(o.award_value_amount, o.tender_value_amount) AS value_amount,
            CASE WHEN o.award_value_amount IS NOT NULL THEN coalesce(o.award_value_currency, 'GBP')
                 ELSE coalesce(o.tender_value_currency, 'GBP') END AS value_currency,
            o.tender_deadline_date, ${awardFactsColumns('o')}
       FROM unnest($1::text[], $2::bigint[], $3::bigint[]) AS x(role, organisation_id, opportunity_id)
       JOIN opportunities o ON o.id = x.opportunity_id
       JOIN organisations g ON g.id = x.organisation_id`,
    [
      rows.map((row) => row.role),
      rows.map((row) => row.organisation_id),
      rows.map((row) => row.opportunity_id),
    ],
  );
  return new Map(items.map((item) => [`${item.organisation_id}:${item.opportunity_id}`, item]));
}
