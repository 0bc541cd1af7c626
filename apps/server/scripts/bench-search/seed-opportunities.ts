import type { Pool } from '../../src/db/pool';
import type { BenchVocabulary } from './vocabulary';

/**
 * Generates the benchmark's opportunities inside Postgres (INSERT ... SELECT over
 * generate_series): a million rows in a few minutes, where building them in JavaScript and
 * sending them over the wire would take far longer. Every row is deterministic for its number
 * and the anchor date, so two seeds of the same size hold the same data.
 */

const VOCABULARY_SCHEMA = 'bench_vocabulary';
const BATCH_SIZE = 20_000;
/** Two cores: one generating connection each. */
const SEED_CONCURRENCY = 2;

export async function createVocabularyTables(
  pool: Pool,
  vocabulary: BenchVocabulary,
): Promise<void> {
  await pool.query(`DROP SCHEMA IF EXISTS ${VOCABULARY_SCHEMA} CASCADE`);
  await pool.query(`CREATE SCHEMA ${VOCABULARY_SCHEMA}`);
  await pool.query(
    `
    CREATE TABLE ${VOCABULARY_SCHEMA}.cpv AS
      SELECT row_number() OVER (ORDER BY code)::int AS i, code, label,
             CASE WHEN code LIKE '45%' THEN 'works'
                  WHEN code < '50' OR code LIKE '48%' THEN 'goods'
                  ELSE 'services' END AS category
        FROM unnest($1::text[], $2::text[]) AS t(code, label)`,
    [vocabulary.cpvCodes, vocabulary.cpvLabels],
  );
  // Division-level codes (XX000000) are common in real notices: a third of rows use one.
  await pool.query(`
    CREATE TABLE ${VOCABULARY_SCHEMA}.cpv_division AS
      SELECT row_number() OVER (ORDER BY code)::int AS j, i
        FROM ${VOCABULARY_SCHEMA}.cpv WHERE code LIKE '__000000'`);
  await pool.query(
    `CREATE TABLE ${VOCABULARY_SCHEMA}.buyer AS
       SELECT ordinality::int AS i, name, region
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(name, region)`,
    [vocabulary.buyers, vocabulary.buyerRegions],
  );
  for (const [table, values] of [
    ['supplier', vocabulary.suppliers],
    ['title_prefix', vocabulary.titlePrefixes],
    ['sentence', vocabulary.sentences],
  ] as const) {
    await pool.query(
      `CREATE TABLE ${VOCABULARY_SCHEMA}.${table} AS
         SELECT ordinality::int AS i, value FROM unnest($1::text[]) WITH ORDINALITY AS t(value)`,
      [values],
    );
  }
  // WAC IDs: a bijective scramble of the row number, written in Crockford base32 like real IDs.
  await pool.query(`
    CREATE FUNCTION ${VOCABULARY_SCHEMA}.wac_id(n bigint) RETURNS text
    LANGUAGE sql IMMUTABLE AS $$
      SELECT 'WAC-' || string_agg(
               substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
                      ((((n * 25214903917) & 1125899906842623) >> (5 * k)) & 31)::int + 1, 1),
               '' ORDER BY k DESC)
        FROM generate_series(0, 9) AS k
    $$`);
  for (const table of ['cpv', 'cpv_division', 'buyer', 'supplier', 'title_prefix', 'sentence']) {
    const key = table === 'cpv_division' ? 'j' : 'i';
    await pool.query(`ALTER TABLE ${VOCABULARY_SCHEMA}.${table} ADD PRIMARY KEY (${key})`);
    await pool.query(`ANALYZE ${VOCABULARY_SCHEMA}.${table}`);
  }
}

/** The generator: one INSERT ... SELECT for rows $1..$2, random numbers from setseed(). */
export const INSERT_BATCH_SQL = `
WITH sizes AS (
  SELECT (SELECT count(*) FROM ${VOCABULARY_SCHEMA}.cpv)::int AS cpv,
         (SELECT count(*) FROM ${VOCABULARY_SCHEMA}.cpv_division)::int AS division,
         (SELECT count(*) FROM ${VOCABULARY_SCHEMA}.buyer)::int AS buyer,
         (SELECT count(*) FROM ${VOCABULARY_SCHEMA}.supplier)::int AS supplier,
         (SELECT count(*) FROM ${VOCABULARY_SCHEMA}.title_prefix)::int AS prefix,
         (SELECT count(*) FROM ${VOCABULARY_SCHEMA}.sentence)::int AS sentence
),
draw AS (
  SELECT g,
         random() AS r_source, random() AS r_stage, random() AS r_days, random() AS r_value,
         random() AS r_value_null, random() AS r_award, random() AS r_deadline,
         random() AS r_cpv_kind, random() AS r_cpv, random() AS r_cpv2, random() AS r_cpv3,
         random() AS r_extra_cpv, random() AS r_buyer, random() AS r_region, random() AS r_region2,
         random() AS r_prefix, random() AS r_sentence1, random() AS r_sentence2,
         random() AS r_sentence3, random() AS r_supplier1, random() AS r_supplier2,
         random() AS r_two_suppliers, random() AS r_sme, random() AS r_vcse, random() AS r_method,
         random() AS r_title
    FROM generate_series($1::int, $2::int) AS g
),
shaped AS (
  SELECT d.*,
         CASE WHEN d.r_source < 0.65 THEN 'ContractsFinder' ELSE 'FTS' END AS source,
         CASE WHEN d.r_stage < 0.12 THEN 'planning'
              WHEN d.r_stage < 0.52 THEN 'tender'
              WHEN d.r_stage < 0.57 THEN 'tenderAmendment'
              WHEN d.r_stage < 0.95 THEN 'award'
              ELSE 'awardUpdate' END AS stage,
         CASE WHEN d.r_cpv_kind < 0.35
              THEN (SELECT i FROM ${VOCABULARY_SCHEMA}.cpv_division
                     WHERE j = 1 + floor(d.r_cpv * s.division)::int)
              ELSE 1 + floor(d.r_cpv * s.cpv)::int END AS cpv1,
         1 + floor(d.r_buyer * s.buyer)::int AS buyer_i,
         1 + floor(d.r_prefix * s.prefix)::int AS prefix_i,
         1 + floor(d.r_sentence1 * s.sentence)::int AS sentence1,
         1 + floor(d.r_sentence2 * s.sentence)::int AS sentence2,
         1 + floor(d.r_sentence3 * s.sentence)::int AS sentence3,
         1 + floor(d.r_supplier1 * s.supplier)::int AS supplier1,
         1 + floor(d.r_supplier2 * s.supplier)::int AS supplier2,
         $3::timestamptz - make_interval(secs => d.r_days * 5 * 365 * 86400) AS released,
         CASE WHEN d.r_value_null < 0.12 THEN NULL
              ELSE round(exp(ln(5000) + d.r_value * (ln(20000000) - ln(5000))) / 100) * 100
         END::numeric(20, 2) AS value,
         s.cpv AS cpv_count
    FROM draw d CROSS JOIN sizes s
),
picked AS (
  SELECT sh.*,
         least(sh.cpv_count, sh.cpv1 + 1 + floor(sh.r_cpv2 * 40)::int) AS cpv2,
         least(sh.cpv_count, sh.cpv1 + 1 + floor(sh.r_cpv3 * 80)::int) AS cpv3,
         sh.stage IN ('award', 'awardUpdate') AS is_award
    FROM shaped sh
)
INSERT INTO opportunities (
  wac_id, ocid, source_system, sources, title, description, stage, stages,
  main_procurement_category, procurement_method, tender_status, award_status, sme_suitable,
  vcse_suitable, tender_value_amount, tender_value_currency, award_value_amount,
  award_value_currency, release_date, tender_deadline_date, cpv_codes, cpv_prefixes, region_codes,
  notice_url, buyer_name, buyer_name_normalised, supplier_names, supplier_text, is_sample
)
SELECT
  ${VOCABULARY_SCHEMA}.wac_id(p.g),
  'ocds-bench-' || p.g,
  p.source,
  ARRAY[p.source],
  ltrim(tp.value || ' ' || lower(c1.label)
        || CASE WHEN p.r_title < 0.3 THEN ' - ' || b.name ELSE '' END),
  b.name || ' is seeking suppliers for ' || lower(c1.label) || '. The requirement also covers '
    || lower(c2.label) || ' and ' || lower(c3.label) || '. ' || s1.value || ' ' || s2.value || ' '
    || s3.value,
  p.stage,
  ARRAY[p.stage],
  c1.category,
  CASE WHEN p.r_method < 0.6 THEN 'open' WHEN p.r_method < 0.85 THEN 'selective' ELSE 'limited' END,
  CASE WHEN p.stage = 'planning' THEN 'planning' WHEN p.is_award THEN 'complete' ELSE 'active' END,
  CASE WHEN p.is_award THEN 'active' END,
  p.r_sme < 0.55,
  p.r_vcse < 0.25,
  p.value,
  'GBP',
  CASE WHEN p.is_award AND p.value IS NOT NULL
       THEN round(p.value * (0.8 + p.r_award * 0.3) / 100) * 100 END,
  CASE WHEN p.is_award THEN 'GBP' END,
  p.released,
  CASE WHEN p.stage = 'planning' AND p.r_deadline < 0.7 THEN NULL
       WHEN p.is_award AND p.r_deadline < 0.3 THEN NULL
       ELSE p.released + make_interval(days => 10 + floor(p.r_deadline * 50)::int) END,
  codes.cpv_codes,
  (SELECT array_agg(DISTINCT substr(code, 1, n))
     FROM unnest(codes.cpv_codes) AS code, generate_series(2, 8) AS n),
  CASE WHEN b.region = '' AND p.r_region < 0.3
         THEN ARRAY['UKC','UKD','UKE','UKF','UKG','UKH','UKI','UKJ','UKK','UKL','UKM','UKN']
       ELSE ARRAY(SELECT DISTINCT r FROM unnest(ARRAY[
              coalesce(nullif(b.region, ''),
                       (ARRAY['UKC','UKD','UKE','UKF','UKG','UKH','UKI','UKJ','UKK','UKL','UKM','UKN'])
                         [1 + floor(p.r_region * 12)::int]),
              CASE WHEN p.r_region2 < 0.08
                   THEN (ARRAY['UKC','UKD','UKE','UKF','UKG','UKH','UKI','UKJ','UKK','UKL','UKM','UKN'])
                          [1 + floor(p.r_region2 * 150)::int % 12] END
            ]) AS r WHERE r IS NOT NULL ORDER BY 1) END,
  CASE WHEN p.source = 'FTS'
       THEN 'https://www.find-tender.service.gov.uk/Notice/'
            || lpad((p.g % 999999)::text, 6, '0') || '-' || extract(year FROM p.released)
       ELSE 'https://www.contractsfinder.service.gov.uk/Notice/' || md5(p.g::text) END,
  b.name,
  lower(b.name),
  suppliers.names,
  array_to_string(suppliers.names, ' '),
  true
FROM picked p
JOIN ${VOCABULARY_SCHEMA}.cpv c1 ON c1.i = p.cpv1
JOIN ${VOCABULARY_SCHEMA}.cpv c2 ON c2.i = p.cpv2
JOIN ${VOCABULARY_SCHEMA}.cpv c3 ON c3.i = p.cpv3
JOIN ${VOCABULARY_SCHEMA}.buyer b ON b.i = p.buyer_i
JOIN ${VOCABULARY_SCHEMA}.title_prefix tp ON tp.i = p.prefix_i
JOIN ${VOCABULARY_SCHEMA}.sentence s1 ON s1.i = p.sentence1
JOIN ${VOCABULARY_SCHEMA}.sentence s2 ON s2.i = p.sentence2
JOIN ${VOCABULARY_SCHEMA}.sentence s3 ON s3.i = p.sentence3
JOIN ${VOCABULARY_SCHEMA}.supplier sp1 ON sp1.i = p.supplier1
JOIN ${VOCABULARY_SCHEMA}.supplier sp2 ON sp2.i = p.supplier2
CROSS JOIN LATERAL (
  SELECT ARRAY(SELECT DISTINCT c FROM unnest(ARRAY[
           c1.code,
           CASE WHEN p.r_extra_cpv < 0.5 THEN c2.code END,
           CASE WHEN p.r_extra_cpv < 0.2 THEN c3.code END]) AS c
         WHERE c IS NOT NULL) AS cpv_codes
) AS codes
CROSS JOIN LATERAL (
  SELECT CASE WHEN NOT p.is_award THEN '{}'::text[]
              WHEN p.r_two_suppliers < 0.1 AND sp1.value <> sp2.value
                THEN ARRAY[sp1.value, sp2.value]
              ELSE ARRAY[sp1.value] END AS names
) AS suppliers`;

export type SeedProgress = (done: number, total: number) => void;

/** Inserts rows 1..count in batches over two connections; the caller drops and rebuilds indexes. */
export async function insertBenchOpportunities(
  pool: Pool,
  vocabulary: BenchVocabulary,
  options: { count: number; anchor: Date; onProgress?: SeedProgress },
): Promise<void> {
  await createVocabularyTables(pool, vocabulary);
  let nextStart = 1;
  let done = 0;
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query('SET synchronous_commit = off');
      while (nextStart <= options.count) {
        const start = nextStart;
        const end = Math.min(options.count, start + BATCH_SIZE - 1);
        nextStart = end + 1;
        // One seed per batch keeps the data deterministic whatever the interleaving.
        await client.query('SELECT setseed($1)', [(start % 999_983) / 999_983]);
        await client.query(INSERT_BATCH_SQL, [start, end, options.anchor.toISOString()]);
        done += end - start + 1;
        options.onProgress?.(done, options.count);
      }
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  await pool.query(`DROP SCHEMA ${VOCABULARY_SCHEMA} CASCADE`);
}
