/**
 * A comparison key for buyer and supplier names, so "Ricardo-AEA Limited" and "RICARDO AEA LTD"
 * count as one organisation on leaderboards and in cross-post matching. It is a key, not a display
 * name: accents, case, punctuation, a leading "The", "&"/"and" and legal-form suffixes are dropped.
 */

// Legal forms, written as they appear after punctuation is removed.
const LEGAL_FORMS: Record<string, string> = {
  'public limited company': 'plc',
  'limited liability partnership': 'llp',
  'community interest company': 'cic',
  limited: 'ltd',
  incorporated: 'inc',
};
const LEGAL_FORM_PATTERN = new RegExp(`\\b(?:${Object.keys(LEGAL_FORMS).join('|')})\\b`, 'g');
const TRAILING_LEGAL_FORMS = new Set(['ltd', 'plc', 'llp', 'lp', 'inc', 'cic', 'cio']);
const IS_ASCII = /^[\x20-\x7e]*$/;
// The same buyers and suppliers recur on every page; a bounded cache skips repeated work.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, string>();

export function normaliseName(name: string): string {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const key = computeKey(name);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(name, key);
  return key;
}

function computeKey(name: string): string {
  const folded = IS_ASCII.test(name)
    ? name
    : name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const simplified = folded
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Dots and apostrophes join rather than split: "U.K." -> "uk", "p.l.c." -> "plc", "John's".
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(LEGAL_FORM_PATTERN, (form) => LEGAL_FORMS[form]);
  const words = simplified.trim().split(' ').filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && TRAILING_LEGAL_FORMS.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}
