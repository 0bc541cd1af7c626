import type { Pool } from '../../src/db/pool';

/** Bump when the derivation changes, so old award rows are rebuilt rather than reused. */
const DERIVATION_VERSION = '1';

/**
 * The search benchmark's generator fills `opportunities` only (supplier names as an array).
 * Leaderboards read the award tables, so this derives them in SQL from the same rows: one award
 * per award-stage opportunity, dated shortly before release, with 5% in euros and 2% cancelled
 * (both excluded by the rules), and a party identifier for about 70% of supplier names so both
 * grouping keys are exercised. Reused while the opportunities are unchanged.
 */
export async function ensureBenchAwards(pool: Pool, log: (message: string) => void) {
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_leaderboard_meta (
    id int PRIMARY KEY CHECK (id = 1), opportunities int NOT NULL, version text NOT NULL)`);
  const [{ rows: meta }, { rows: counts }] = await Promise.all([
    pool.query<{ opportunities: number; version: string }>(
      'SELECT opportunities, version FROM bench_leaderboard_meta WHERE id = 1',
    ),
    pool.query<{ opportunities: number; awards: number }>(
      `SELECT (SELECT count(*)::int FROM opportunities) AS opportunities,
              (SELECT count(*)::int FROM awards) AS awards`,
    ),
  ]);
  const current = counts[0]!;
  const previous = meta[0];
  if (
    previous?.version === DERIVATION_VERSION &&
    previous.opportunities === current.opportunities &&
    current.awards > 0
  ) {
    return { awards: current.awards, reused: true };
  }
  log('Deriving awards and suppliers from the benchmark opportunities...');
  const started = performance.now();
  await pool.query('DELETE FROM bench_leaderboard_meta');
  await pool.query('TRUNCATE awards CASCADE');
  await pool.query(`
    INSERT INTO awards (opportunity_id, position, status, value_amount, value_currency,
                        award_decision_date, contract_start_date, contract_end_date)
    SELECT o.id, 0,
           CASE WHEN o.id % 50 = 0 THEN 'cancelled' ELSE 'active' END,
           o.award_value_amount,
           CASE WHEN o.id % 20 = 0 THEN 'EUR' ELSE 'GBP' END,
           o.release_date - make_interval(days => (o.id % 21)::int),
           o.release_date + interval '30 days',
           o.release_date + interval '2 years'
      FROM opportunities o
     WHERE o.stage IN ('award', 'awardUpdate')`);
  await pool.query(`
    INSERT INTO award_suppliers (award_id, position, name, name_normalised, scheme, identifier)
    SELECT a.id, s.ordinality - 1, s.name, lower(s.name),
           CASE WHEN abs(hashtext(s.name)) % 10 < 7 THEN 'GB-COH' END,
           CASE WHEN abs(hashtext(s.name)) % 10 < 7
                THEN lpad((abs(hashtext(s.name)) % 100000000)::text, 8, '0') END
      FROM awards a
      JOIN opportunities o ON o.id = a.opportunity_id
      CROSS JOIN LATERAL unnest(o.supplier_names) WITH ORDINALITY AS s(name, ordinality)`);
  await pool.query('ANALYZE awards');
  await pool.query('ANALYZE award_suppliers');
  const { rows } = await pool.query<{ awards: number }>(
    'SELECT count(*)::int AS awards FROM awards',
  );
  await pool.query(
    'INSERT INTO bench_leaderboard_meta (id, opportunities, version) VALUES (1, $1, $2)',
    [current.opportunities, DERIVATION_VERSION],
  );
  log(
    `${rows[0]!.awards.toLocaleString('en-GB')} awards derived in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  return { awards: rows[0]!.awards, reused: false };
}
