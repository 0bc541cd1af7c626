import { CPV_SUGGESTION_LIMIT, type CpvQuery, type CpvResponse } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { findCpvByPrefix, findCpvByWords, findCpvLabels } from './cpv.repository';

/** A run of 2 to 8 digits is a code prefix (a check digit, "-5", is ignored). */
const CODE_PREFIX = /^(\d{2,8})(?:-\d)?$/;

/**
 * The words and the code prefix of what was typed: "9091 cleaning" is the prefix 9091 and the
 * word "cleaning". Words keep letters and digits only (any language), so they are safe tsquery
 * lexemes; a lone digit or a longer number that is not a prefix is a word.
 */
export function readCpvQuery(text: string): { prefix: string | null; words: string[] } {
  let prefix: string | null = null;
  const words: string[] = [];
  for (const token of text.toLowerCase().split(/[\s,;/]+/)) {
    const code = CODE_PREFIX.exec(token);
    if (code && prefix === null) {
      prefix = code[1]!;
      continue;
    }
    words.push(...token.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  }
  return { prefix, words };
}

/**
 * GET /api/cpv/: codes by prefix first, then by the words of their labels, at most
 * CPV_SUGGESTION_LIMIT; or the labels of the `codes` asked for, in the order asked.
 */
export async function findCpvCodes(db: Queryable, query: CpvQuery): Promise<CpvResponse> {
  if (query.codes.length > 0) {
    const labels = await findCpvLabels(db, query.codes);
    return {
      results: query.codes.flatMap((code) => {
        const label = labels.get(code);
        return label === undefined ? [] : [{ code, label }];
      }),
    };
  }
  const { prefix, words } = readCpvQuery(query.q);
  const results = prefix ? await findCpvByPrefix(db, prefix, CPV_SUGGESTION_LIMIT) : [];
  if (words.length > 0 && results.length < CPV_SUGGESTION_LIMIT) {
    const seen = new Set(results.map((entry) => entry.code));
    for (const entry of await findCpvByWords(db, words, CPV_SUGGESTION_LIMIT)) {
      if (results.length >= CPV_SUGGESTION_LIMIT) break;
      if (!seen.has(entry.code)) results.push(entry);
    }
  }
  return { results };
}
