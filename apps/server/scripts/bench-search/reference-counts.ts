import type { Pool } from '../../src/db/pool';

/**
 * Independent counts for a few requests of the mix, straight from `opportunities` (not from the
 * facet ledger, the running counts or any cache), to show the API's totals are exact. The words
 * are the copy's own vectors (`opportunities` no longer stores them, ADR 0275): computing them
 * again from the text of a million rows would take minutes for the same answer.
 */
const words = (tsquery: string) =>
  `id IN (SELECT opportunity_id FROM opportunity_search WHERE search_vector @@ ${tsquery})`;

const REFERENCES: { query: string; sql: string }[] = [
  { query: 'sort=release_date-desc', sql: 'TRUE' },
  {
    query: 'q=maintenance',
    sql: words(`plainto_tsquery('english', 'maintenance')`),
  },
  {
    // Best Match (ADR 0100) ranks a phrase from the rank tokens; its total is still counted.
    query: 'q=%22social%20value%22&sort=relevance',
    sql: words(`phraseto_tsquery('english', 'social value')`),
  },
  { query: 'cpv_codes=72000000', sql: `cpv_prefixes && ARRAY['72']` },
  { query: 'buyer_name=Leeds%20City%20Council', sql: `buyer_name ILIKE '%Leeds City Council%'` },
  {
    query: 'region=UKI&category=services&value_from=100000',
    sql: `region_codes && ARRAY['UKI'] AND main_procurement_category = 'services'
          AND coalesce(award_value_amount, tender_value_amount) >= 100000`,
  },
];

export async function checkTotals(pool: Pool, origin: string): Promise<string[]> {
  const lines: string[] = [];
  for (const reference of REFERENCES) {
    const { rows } = await pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM opportunities WHERE NOT is_test_notice AND ${reference.sql}`,
    );
    const direct = rows[0]?.total ?? -1;
    const response = await fetch(`${origin}/api/search/?${reference.query}&count_only=true`);
    const { total } = (await response.json()) as { total: number };
    const verdict = total === direct ? 'equal' : 'DIFFERENT';
    lines.push(
      `\`${decodeURIComponent(reference.query)}\`: API ${total.toLocaleString('en-GB')}, direct ` +
        `${direct.toLocaleString('en-GB')} (${verdict})`,
    );
  }
  return lines;
}
