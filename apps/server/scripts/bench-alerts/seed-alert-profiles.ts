import { SEARCH_REGION_NAMES } from '@wac/contract';
import type { Pool } from '../../src/db/pool';
import { seededRandom } from '../../src/shared/seeded-random';
import type { BenchVocabulary } from '../bench-search/vocabulary';

/** Marks everything this benchmark adds, so a later run (or an interrupted one) can remove it. */
export const BENCH_EMAIL_PATTERN = 'bench-alerts-%@example.test';
export const BENCH_OCID_PREFIX = 'ocds-bench-alerts-';

/** A small seeded PRNG (mulberry32): the same profiles on every run. */
function createRandom(seed: number) {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/**
 * Profiles as users write them: one or two keywords (sometimes an exact phrase), CPV codes at
 * group or class level, some places, value bounds and deadline windows. Keywords are words of
 * the CPV labels (the generator's notices are made of them) that name a trade rather than
 * generic words: the 300 most frequent label words are used by one profile in ten only, as real
 * users rarely alert on "equipment" or "works". One profile in 200 has no criteria at all (the
 * wizard lets it through after a warning) and so matches every new opportunity.
 */
export function generateProfiles(vocabulary: BenchVocabulary, count: number) {
  const random = createRandom(20_240_601);
  const labelWords = vocabulary.cpvLabels.map((label) =>
    label
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 5),
  );
  const frequency = new Map<string, number>();
  for (const words of labelWords) {
    for (const word of new Set(words)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const byFrequency = [...frequency.keys()].sort((a, b) => frequency.get(b)! - frequency.get(a)!);
  const broadWords = byFrequency.slice(0, 300);
  const tradeWords = byFrequency.slice(300);
  const phrases = labelWords.filter((words) => words.length >= 2);
  const places = [
    ...Object.values(SEARCH_REGION_NAMES),
    ...new Set(vocabulary.buyers.map((buyer) => buyer.split(' ').at(0)!)),
  ];
  const keyword = () => {
    const roll = random.next();
    if (roll < 0.1) {
      const words = random.pick(phrases);
      return `"${words[0]} ${words[1]}"`;
    }
    return random.pick(roll < 0.2 ? broadWords : tradeWords);
  };
  const cpvCode = () => {
    const code = random.pick(vocabulary.cpvCodes);
    return code.slice(0, random.next() < 0.5 ? 3 : 4).padEnd(8, '0');
  };
  return Array.from({ length: count }, (_, index) => {
    // 0.5% no criteria; 2% only places or values; the rest keywords, CPV codes or both.
    const kind = random.next();
    const isOpen = kind < 0.005;
    const hasKeywords = kind >= 0.025 && kind < 0.7;
    const hasCpvCodes = kind >= 0.475;
    const keywords = hasKeywords
      ? Array.from({ length: 1 + Math.floor(random.next() * 2) }, keyword)
      : [];
    const cpvCodes = hasCpvCodes
      ? Array.from({ length: 1 + Math.floor(random.next() * 3) }, cpvCode)
      : [];
    const roll = random.next();
    return {
      name: `Bench profile ${index + 1}`,
      keywords: keywords.join(', '),
      cpvCodes: [...new Set(cpvCodes)].join(', '),
      locations: !isOpen && random.next() < 0.3 ? random.pick(places) : '',
      minValue:
        !isOpen && random.next() < 0.3 ? random.pick([10_000, 25_000, 50_000, 100_000]) : null,
      maxValue:
        !isOpen && random.next() < 0.2 ? random.pick([250_000, 1_000_000, 5_000_000]) : null,
      deadline: isOpen || roll < 0.7 ? 'ANY' : roll < 0.8 ? '7D' : roll < 0.9 ? '30D' : '2-3W',
    };
  });
}

/** Paying users with five profiles each, their windows ending where the benchmark day starts. */
export async function insertBenchProfiles(
  pool: Pool,
  profiles: ReturnType<typeof generateProfiles>,
  matchedUntil: Date,
): Promise<void> {
  const { rows: users } = await pool.query<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, tier)
     SELECT 'bench-alerts-' || g || '@example.test', 'unusable', 'Bench', 'premium'
       FROM generate_series(1, $1::int) AS g
     RETURNING id`,
    [Math.ceil(profiles.length / 5)],
  );
  await pool.query(
    `INSERT INTO alert_profiles (user_id, profile_name, keywords, cpv_codes, location_keywords,
       min_value, max_value, deadline_filter, created_at, matched_until)
     SELECT * , $9::timestamptz, $9::timestamptz
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::numeric[],
                   $7::numeric[], $8::text[])`,
    [
      profiles.map((_, index) => users[Math.floor(index / 5)]!.id),
      profiles.map((profile) => profile.name),
      profiles.map((profile) => profile.keywords),
      profiles.map((profile) => profile.cpvCodes),
      profiles.map((profile) => profile.locations),
      profiles.map((profile) => profile.minValue),
      profiles.map((profile) => profile.maxValue),
      profiles.map((profile) => profile.deadline),
      matchedUntil,
    ],
  );
}

/**
 * "A day of new opportunities": copies of the most recently released generated rows, first seen
 * across the 24 hours before `dayEnd`, with deadlines 5 to 60 days from now.
 */
export async function insertNewOpportunities(pool: Pool, count: number, dayEnd: Date) {
  await pool.query('SELECT setseed(0.42)');
  await pool.query(
    `INSERT INTO opportunities (
       wac_id, ocid, source_system, sources, title, description, stage, stages,
       main_procurement_category, procurement_method, tender_status, award_status, sme_suitable,
       vcse_suitable, tender_value_amount, tender_value_currency, award_value_amount,
       award_value_currency, release_date, tender_deadline_date, cpv_codes, cpv_prefixes,
       region_codes, notice_url, buyer_name, buyer_name_normalised, supplier_names, supplier_text,
       is_sample, first_seen_at)
     SELECT 'WAC-BA' || lpad(n::text, 7, '0'), '${BENCH_OCID_PREFIX}' || n, source_system, sources,
            title, description, stage, stages, main_procurement_category, procurement_method,
            tender_status, award_status, sme_suitable, vcse_suitable, tender_value_amount,
            tender_value_currency, award_value_amount, award_value_currency, release_date,
            now() + make_interval(days => 5 + floor(random() * 55)::int), cpv_codes, cpv_prefixes,
            region_codes, notice_url, buyer_name, buyer_name_normalised, supplier_names,
            supplier_text, is_sample,
            $2::timestamptz - make_interval(secs => random() * 86400)
       FROM (SELECT *, row_number() OVER (ORDER BY release_date DESC, id DESC) AS n
               FROM (SELECT * FROM opportunities ORDER BY release_date DESC NULLS LAST, id DESC
                      LIMIT $1) AS latest) AS picked`,
    [count, dayEnd],
  );
}

/** Removes every user, profile, delivery and opportunity an earlier run added. */
export async function removeBenchRows(pool: Pool): Promise<void> {
  await pool.query('DELETE FROM users WHERE email LIKE $1', [BENCH_EMAIL_PATTERN]);
  await pool.query('DELETE FROM opportunities WHERE ocid LIKE $1', [`${BENCH_OCID_PREFIX}%`]);
}
