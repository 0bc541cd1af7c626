import { LRUCache } from 'lru-cache';
import { normaliseWacId } from '../../ingest/wac-id';
import { type KeywordNote, MIN_PREFIX_LETTERS } from './keyword-notes';
import { rewriteKeywordOperators } from './keyword-operators';

/**
 * One comma-separated alternative of the search box (public-area.md section 5: "a comma
 * separates multiple terms; quotes give an exact phrase"; issue 17 adds `-word` and
 * `-"phrase"` exclusions, see KeywordExclusion):
 * - `text`: every word must match (stemmed), every quoted phrase must match as a phrase, and
 *   every prefix must start a word (`constr*`: issue 28; matched on the stemmed words, so
 *   `mainten*` finds "maintenance", as its stem is "mainten");
 * - `wacId`: a pasted WAC ID finds that opportunity;
 * - `cpv`: a typed CPV code finds opportunities classified under it, like the CPV filter.
 */
export type KeywordTerm =
  | { kind: 'text'; words: string; phrases: string[]; prefixes: string[] }
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

const LETTERS_OR_DIGITS = /[\p{L}\p{N}]+/gu;
const hasLetterOrDigit = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * A word typed with a trailing star (`constr*`): its last run of letters and digits is the prefix
 * (at least MIN_PREFIX_LETTERS long, else noted and left out), any runs before it plain words.
 */
function readStarredWord(
  token: string,
  notes: KeywordNote[],
): { words: string[]; prefix?: string } {
  const runs = token.replace(/\*+$/, '').match(LETTERS_OR_DIGITS) ?? [];
  const prefix = runs.pop();
  if (prefix === undefined) {
    notes.push({ kind: 'not a word', text: token });
    return { words: [] };
  }
  if (prefix.length < MIN_PREFIX_LETTERS) {
    notes.push({ kind: 'short prefix', text: token });
    return { words: runs };
  }
  return { words: runs, prefix: prefix.toLowerCase() };
}

/** Quoted parts become phrases; an unmatched quote is read as closed at the end of the term. */
function splitPhrases(
  term: string,
  notes: KeywordNote[],
): { words: string; phrases: string[]; prefixes: string[] } {
  const parts = term.split('"');
  const words: string[] = [];
  const phrases: string[] = [];
  const prefixes: string[] = [];
  parts.forEach((part, index) => {
    const trimmed = part.trim();
    if (!trimmed) return;
    if (index % 2 === 1) {
      if (trimmed.includes('*')) notes.push({ kind: 'star in phrase' });
      phrases.push(trimmed);
      return;
    }
    for (const token of trimmed.split(/\s+/)) {
      if (!token.endsWith('*')) words.push(token);
      else {
        const starred = readStarredWord(token, notes);
        words.push(...starred.words);
        if (starred.prefix && !prefixes.includes(starred.prefix)) prefixes.push(starred.prefix);
      }
    }
  });
  return { words: words.join(' '), phrases, prefixes };
}

function classifyTerm(term: string, notes: KeywordNote[]): KeywordTerm | null {
  const bare = term.replaceAll('"', '').trim();
  const wacId = normaliseWacId(bare);
  if (wacId) return { kind: 'wacId', wacId };
  const cpv = CPV_TERM.exec(bare.replace(/\s+/g, ''));
  if (cpv) return { kind: 'cpv', code: cpv[1]! };
  // Only punctuation (`*`, `...`): said so, rather than searched for and matching nothing.
  if (!hasLetterOrDigit(bare)) {
    notes.push({ kind: 'not a word', text: bare });
    return null;
  }
  return { kind: 'text', ...splitPhrases(term, notes) };
}

/**
 * A word or phrase that must not appear (`-window`, `-"window cleaning"`). Exclusions apply to
 * the whole search, whichever comma term they are typed in: "cleaning -window, catering" finds
 * cleaning or catering, never anything mentioning windows. Matched like the words of a term:
 * stemmed (`-window` also drops "windows"), a phrase as a phrase.
 */
export type KeywordExclusion =
  | { kind: 'word'; word: string }
  | { kind: 'phrase'; phrase: string }
  | { kind: 'prefix'; prefix: string };

/**
 * The search box read as a whole: `terms` are the alternatives (any may match; none means every
 * opportunity), `exclusions` what no match may contain, `notes` what was typed but not searched
 * (keyword-notes.ts). This is the one reading of the box; the SQL (search-conditions.ts,
 * keyword-tsquery.ts) and the ranking build on it. OR/AND/NOT are read into commas and minuses
 * first (keyword-operators.ts).
 */
export type KeywordQuery = {
  terms: KeywordTerm[];
  exclusions: KeywordExclusion[];
  notes: KeywordNote[];
};

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/**
 * Takes the exclusions out of one comma term. A minus starts an exclusion only at the start of
 * a word (after a space or at the start of the term), so "e-learning" and "cost-effective" stay
 * words; a minus followed by a quote excludes the quoted phrase; a lone "-" is just a character.
 */
function takeExclusions(
  term: string,
  notes: KeywordNote[],
): { rest: string; exclusions: KeywordExclusion[] } {
  const exclusions: KeywordExclusion[] = [];
  let rest = '';
  let index = 0;
  while (index < term.length) {
    const character = term[index];
    const isWordStart = index === 0 || isSpace(term[index - 1]);
    const next = term[index + 1];
    if (character === '"') {
      // A quoted phrase to keep: copied whole, so a minus inside it is part of the phrase.
      const close = term.indexOf('"', index + 1);
      const end = close < 0 ? term.length : close + 1;
      rest += term.slice(index, end);
      index = end;
    } else if (character === '-' && isWordStart && next === '"') {
      const close = term.indexOf('"', index + 2);
      const phrase = term.slice(index + 2, close < 0 ? term.length : close).trim();
      if (phrase) exclusions.push({ kind: 'phrase', phrase });
      index = close < 0 ? term.length : close + 1;
    } else if (character === '-' && isWordStart && next !== undefined && !isSpace(next)) {
      const word = /^[^\s"]+/.exec(term.slice(index + 1))?.[0] ?? '';
      exclusions.push(readExcludedWord(word, notes));
      index += 1 + word.length;
    } else {
      rest += character;
      index += 1;
    }
  }
  return { rest: rest.trim(), exclusions: exclusions.filter(isSearchableExclusion) };
}

/** `-window` a word, `-constr*` a prefix (a star alone or a short prefix: noted, left out). */
function readExcludedWord(word: string, notes: KeywordNote[]): KeywordExclusion {
  if (!word.endsWith('*')) return { kind: 'word', word };
  const starred = readStarredWord(word, notes);
  return starred.prefix ? { kind: 'prefix', prefix: starred.prefix } : { kind: 'word', word: '' };
}

const isSearchableExclusion = (exclusion: KeywordExclusion) =>
  exclusion.kind !== 'word' || exclusion.word !== '';

/**
 * Parses the keyword box into alternative terms and exclusions. Blank input gives neither; the
 * caller treats that as "no keyword".
 */
export function parseKeywordQuery(query: string | undefined): KeywordQuery {
  if (!query) return { terms: [], exclusions: [], notes: [] };
  const known = readings.get(query);
  if (known) return known;
  const reading = deepFreeze(readKeywordQuery(query));
  readings.set(query, reading);
  return reading;
}

/**
 * Boxes read lately, by their text: a request reads its box in several places (the match, the
 * counts, the ranking, the notes), and popular boxes repeat. Frozen, as every caller shares them.
 */
const readings = new LRUCache<string, KeywordQuery>({ max: 2_000 });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function readKeywordQuery(query: string): KeywordQuery {
  const straight = query.replace(QUOTE_CHARACTERS, '"');
  const rewritten = rewriteKeywordOperators(straight);
  const notes: KeywordNote[] = [...(rewritten?.notes ?? [])];
  const terms: KeywordTerm[] = [];
  const exclusions: KeywordExclusion[] = [];
  const seen = new Set<string>();
  const isNew = (item: KeywordTerm | KeywordExclusion, prefix: string) => {
    const key = prefix + JSON.stringify(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  for (const rawTerm of splitTerms(rewritten?.text ?? straight)) {
    const { rest, exclusions: excluded } = takeExclusions(rawTerm, notes);
    for (const exclusion of excluded) if (isNew(exclusion, '-')) exclusions.push(exclusion);
    if (!rest) continue;
    const parsed = classifyTerm(rest, notes);
    if (!parsed) continue;
    if (
      parsed.kind === 'text' &&
      !parsed.words &&
      !parsed.phrases.length &&
      !parsed.prefixes.length
    )
      continue;
    if (isNew(parsed, '+')) terms.push(parsed);
  }
  return { terms, exclusions, notes: uniqueNotes(notes) };
}

/** Each note once, in the order first met. */
function uniqueNotes(notes: readonly KeywordNote[]): KeywordNote[] {
  const seen = new Set<string>();
  return notes.filter((note) => {
    const key = JSON.stringify(note);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The alternative terms of the keyword box (its exclusions left out). */
export function parseKeywordTerms(query: string | undefined): KeywordTerm[] {
  return parseKeywordQuery(query).terms;
}

/**
 * Whether some alternative holds a whole word or a phrase, which Best Match can rank by; a box of
 * word beginnings only (`constr*`) has none (no rank token names a word beginning).
 */
export function hasWholeWords(query: KeywordQuery): boolean {
  return query.terms.some(
    (term) => term.kind === 'text' && (hasLetterOrDigit(term.words) || term.phrases.length > 0),
  );
}

/** Whether the box holds a word beginning (`constr*`), in a term or an exclusion. */
export function hasWordBeginnings(query: KeywordQuery): boolean {
  return (
    query.terms.some((term) => term.kind === 'text' && term.prefixes.length > 0) ||
    query.exclusions.some((exclusion) => exclusion.kind === 'prefix')
  );
}

/** Whether the keyword box says anything: a term or an exclusion. */
export function hasKeywordCriteria(query: string | undefined): boolean {
  const { terms, exclusions } = parseKeywordQuery(query);
  return terms.length > 0 || exclusions.length > 0;
}
