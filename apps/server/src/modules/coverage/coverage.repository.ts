import type { Queryable } from '../../db/pool';

/** One portal's stored notices: its newest (not dated in the future) and a count per UK day. */
export type PortalNoticeFigures = {
  source_system: string;
  newest_notice_at: Date | null;
  /** Oldest day first, every day of the range (0 for a day without notices). */
  per_day: { date: string; notices: number }[];
};

/**
 * Per portal, in the order given, from the notices as received (raw_releases: one row per
 * release, so a tender, its amendments and its award each count once, as the portal lists them).
 * Both parts read the index of migration 0300 by portal and publication date: the newest notice
 * is one probe, a day count only the last `days` UK days of entries, so neither grows with the
 * years stored (ADR 0160). A release dated after `now` (a portal's mistake) is left out of both.
 */
export async function findPortalNoticeFigures(
  db: Queryable,
  sources: readonly string[],
  now: Date,
  days: number,
): Promise<PortalNoticeFigures[]> {
  const { rows } = await db.query<{
    source_system: string;
    newest_notice_at: Date | null;
    per_day: { date: string; notices: number }[];
  }>(
    `WITH uk_days AS (
       -- Each UK day of the range and the instant it starts (23:00 UTC the evening before in
       -- summer time): a notice's day is then a binary search among the starts (width_bucket),
       -- a third of the cost of converting every notice's date to UK time.
       SELECT array_agg(day::date ORDER BY day) AS dates,
              array_agg(day AT TIME ZONE 'Europe/London' ORDER BY day) AS starts
         FROM generate_series(
                (($2::timestamptz AT TIME ZONE 'Europe/London')::date - ($3::int - 1))::timestamp,
                ($2::timestamptz AT TIME ZONE 'Europe/London')::date::timestamp,
                interval '1 day') AS day
     )
     SELECT p.source AS source_system,
            (SELECT max(r.release_date) FROM raw_releases r
              WHERE r.source_system = p.source AND r.release_date <= $2) AS newest_notice_at,
            (SELECT json_agg(json_build_object(
                      'date', to_char(uk_days.dates[n.day], 'YYYY-MM-DD'),
                      'notices', coalesce(c.notices, 0)) ORDER BY n.day)
               FROM generate_series(1, $3::int) AS n(day)
               LEFT JOIN (
                 SELECT width_bucket(r.release_date, uk_days.starts) AS day,
                        count(*)::int AS notices
                   FROM raw_releases r
                  WHERE r.source_system = p.source
                    AND r.release_date >= uk_days.starts[1] AND r.release_date <= $2
                  GROUP BY 1
               ) c ON c.day = n.day) AS per_day
       FROM unnest($1::text[]) WITH ORDINALITY AS p(source, position) CROSS JOIN uk_days
      ORDER BY p.position`,
    [sources, now.toISOString(), days],
  );
  return rows;
}
