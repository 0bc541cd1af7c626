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
 * Codes whose label holds every word, the last one as a prefix (as typed so far), by the GIN
 * index on the labels' tsvector. Labels that start with the words come first, then broader codes
 * (fewer significant digits: a division before its groups), then by code.
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
      ORDER BY lower(label) LIKE lower($2) || '%' DESC, length(rtrim(code, '0')), code
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
