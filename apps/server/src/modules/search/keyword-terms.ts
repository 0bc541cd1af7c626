import { normaliseWacId } from '../ingest/wac-id';

/**
 * One comma-separated alternative of the search box (public-area.md section 5: "a comma
 * separates multiple terms; quotes give an exact phrase"):
 * - `text`: every word must match (stemmed) and every quoted phrase must match as a phrase;
 * - `wacId`: a pasted WAC ID finds that opportunity;
 * - `cpv`: a typed CPV code finds opportunities classified under it, like the CPV filter.
 */
export type KeywordTerm =
  | { kind: 'text'; words: string; phrases: string[] }
  | { kind: 'wacId'; wacId: string }
  | { kind: 'cpv'; code: string };

// Word processors turn straight quotes into curly ones; a pasted phrase should still work.
const QUOTE_CHARACTERS = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const CPV_TERM = /^(\d{8})(?:-\d)?$/;

/** Splits on commas that are not inside quotes. An unmatched quote runs to the end of the text. */
function splitTerms(text: string): string[] {
  const terms: string[] = [];
  let current = '';
  let isQuoted = false;
  for (const character of text) {
    if (character === '"') isQuoted = !isQuoted;
    if (character === ',' && !isQuoted) {
      terms.push(current);
      current = '';
    } else {
      current += character;
    }
  }
  terms.push(current);
  return terms.map((term) => term.trim()).filter(Boolean);
}

/** Quoted parts become phrases; an unmatched quote is read as closed at the end of the term. */
function splitPhrases(term: string): { words: string; phrases: string[] } {
  const parts = term.split('"');
  const words: string[] = [];
  const phrases: string[] = [];
  parts.forEach((part, index) => {
    const trimmed = part.trim();
    if (!trimmed) return;
    if (index % 2 === 1) phrases.push(trimmed);
    else words.push(trimmed);
  });
  return { words: words.join(' '), phrases };
}

function classifyTerm(term: string): KeywordTerm {
  const bare = term.replaceAll('"', '').trim();
  const wacId = normaliseWacId(bare);
  if (wacId) return { kind: 'wacId', wacId };
  const cpv = CPV_TERM.exec(bare.replace(/\s+/g, ''));
  if (cpv) return { kind: 'cpv', code: cpv[1]! };
  return { kind: 'text', ...splitPhrases(term) };
}

/**
 * Parses the keyword box into alternative terms (any may match). Returns an empty list for
 * blank input; the caller treats that as "no keyword".
 */
export function parseKeywordTerms(query: string | undefined): KeywordTerm[] {
  if (!query) return [];
  const normalised = query.replace(QUOTE_CHARACTERS, '"');
  const terms: KeywordTerm[] = [];
  const seen = new Set<string>();
  for (const term of splitTerms(normalised)) {
    const parsed = classifyTerm(term);
    const key = JSON.stringify(parsed);
    if (seen.has(key)) continue;
    seen.add(key);
    if (parsed.kind === 'text' && !parsed.words && parsed.phrases.length === 0) continue;
    terms.push(parsed);
  }
  return terms;
}
