import type { CpvEntry } from '@wac/contract';
import type { Queryable } from '../../db/pool';

/** Codes starting with `prefix` (digits), in code order: a CPV subtree, top first. */
export async function findCpvByPrefix(
  db: Queryable,
  prefix: string,
  limit: number,
): Promise<CpvEntry[]> {
  const { rows } = await db.query<CpvEntry>(
    // LIKE with a constant prefix is a range on cpv_labels_code_prefix_idx (text_pattern_ops).
    `SELECT code, label FROM cpv_labels WHERE code LIKE $1 || '%' ORDER BY code LIMIT $2`,
    [prefix, limit],
  );
  return rows;
}

/**
 * The order of codes found by the words of their labels (issue 28; ADR 0158), one rule:
 * 1. labels that start with what was typed ("clean": "Cleaning ...");
 * 2. services and works before supplies (CPV divisions 45 and 50-98 against 03-44 and 48): the
 *    notices suppliers look for are mostly for services and works, and "clean" means "Cleaning
 *    services" more often than "Cleaning and polishing products";
 * 3. labels of fewer words (nearer to what was typed: "Cleaning services" before "Cleaning
 *    services of telephone equipment"), counted by their spaces: cheap on the 2,000 labels a
 *    two-letter beginning finds;
 * 4. broader codes (fewer significant digits: a division before its groups), then the code.
 */
export const CPV_WORD_MATCH_ORDER = `lower(label) LIKE lower($2) || '%' DESC,
  (left(code, 2) = '45' OR left(code, 2) >= '50') DESC,
  length(label) - length(replace(label, ' ', '')),
  length(rtrim(code, '0')), code`;

/**
 * Codes whose label holds every word, the last one as a prefix (as typed so far), by the GIN
 * index on the labels' tsvector, in CPV_WORD_MATCH_ORDER.
 */
export async function findCpvByWords(
  db: Queryable,
  words: readonly string[],
  limit: number,
): Promise<CpvEntry[]> {
  // Words are letters and digits only (cpv.service.ts), so quoting them is all tsquery input needs.
  const tsquery = words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`);
  const { rows } = await db.query<CpvEntry>(
    `SELECT code, label FROM cpv_labels
      WHERE to_tsvector('english', label) @@ to_tsquery('english', $1)
      ORDER BY ${CPV_WORD_MATCH_ORDER}
      LIMIT $3`,
    [tsquery.join(' & '), words.join(' '), limit],
  );
  return rows;
}

/** The labels of these 8-digit codes, as a map (codes without a label are absent). */
export async function findCpvLabels(
  db: Queryable,
  codes: readonly string[],
): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.query<CpvEntry>(
    'SELECT code, label FROM cpv_labels WHERE code = ANY ($1::text[])',
    [codes],
  );
  return new Map(rows.map((row) => [row.code, row.label]));
}
