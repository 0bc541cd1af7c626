import type { SourceSystem } from './source-systems';

/**
 * The cross-post rule (docs/decisions/0010-cross-posted-notices.md): a notice is the same
 * procurement as an opportunity from the *other* portal when the normalised buyer names are equal,
 * the titles are near-identical and the first publications are at most 14 days apart.
 */
export const CROSS_POST_MIN_TITLE_SIMILARITY = 0.9;
export const CROSS_POST_MAX_DAYS_APART = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CrossPostNotice = {
  source: SourceSystem;
  title: string;
  buyerNameNormalised: string | null;
  /** First publication of the notice's ocid (ISO text). */
  firstReleaseDate: string | null;
};

export type CrossPostCandidate = CrossPostNotice & {
  opportunityId: number;
  /** Portals the candidate already has; a candidate that has `source` already cannot match. */
  sources: SourceSystem[];
};

/** Lower case, no accents, "&" as "and", punctuation as spaces. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Trigrams as pg_trgm builds them: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of normaliseTitle(text).split(' ')) {
    if (word === '') continue;
    const padded = `  ${word} `;
    for (let index = 0; index + 3 <= padded.length; index += 1)
      grams.add(padded.slice(index, index + 3));
  }
  return grams;
}

/** Jaccard similarity of the titles' trigram sets, 0..1 (pg_trgm's `similarity`). */
export function titleSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  if (left.size === 0 || right.size === 0) return 0;
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared += 1;
  return shared / (left.size + right.size - shared);
}

function daysApart(a: string | null, b: string | null): number {
  if (!a || !b) return Number.POSITIVE_INFINITY;
  return Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;
}

export function isCrossPostMatch(notice: CrossPostNotice, candidate: CrossPostCandidate): boolean {
  return (
    !candidate.sources.includes(notice.source) &&
    notice.buyerNameNormalised !== null &&
    notice.buyerNameNormalised !== '' &&
    notice.buyerNameNormalised === candidate.buyerNameNormalised &&
    daysApart(notice.firstReleaseDate, candidate.firstReleaseDate) <= CROSS_POST_MAX_DAYS_APART &&
    titleSimilarity(notice.title, candidate.title) >= CROSS_POST_MIN_TITLE_SIMILARITY
  );
}

/** The matching candidate with the most similar title (then the closest date), or null. */
export function pickCrossPostMatch(
  notice: CrossPostNotice,
  candidates: CrossPostCandidate[],
): CrossPostCandidate | null {
  const scored = candidates
    .filter((candidate) => isCrossPostMatch(notice, candidate))
    .map((candidate) => ({
      candidate,
      similarity: titleSimilarity(notice.title, candidate.title),
      days: daysApart(notice.firstReleaseDate, candidate.firstReleaseDate),
    }))
    .sort((a, b) => b.similarity - a.similarity || a.days - b.days);
  return scored[0]?.candidate ?? null;
}
