/**
 * A comparison key for buyer and supplier names, so "Ricardo-AEA Limited" and "RICARDO AEA LTD"
 * count as one organisation on leaderboards and in cross-post matching. It is a key, not a display
 * name: accents, case, punctuation, a leading "The", "&"/"and" and legal-form suffixes are dropped.
 */

// Legal forms, written as they appear after punctuation is removed.
const LEGAL_FORM_PHRASES: Array<[RegExp, string]> = [
  [/\bpublic limited company\b/g, 'plc'],
  [/\blimited liability partnership\b/g, 'llp'],
  [/\bcommunity interest company\b/g, 'cic'],
  [/\blimited\b/g, 'ltd'],
  [/\bincorporated\b/g, 'inc'],
];
const TRAILING_LEGAL_FORMS = new Set(['ltd', 'plc', 'llp', 'lp', 'inc', 'cic', 'cio']);

export function normaliseName(name: string): string {
  const simplified = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // Dots and apostrophes join rather than split: "U.K." -> "uk", "p.l.c." -> "plc", "John's".
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ');
  let key = ` ${simplified} `;
  for (const [pattern, replacement] of LEGAL_FORM_PHRASES) key = key.replace(pattern, replacement);
  const words = key.trim().split(/\s+/).filter(Boolean);
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && TRAILING_LEGAL_FORMS.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}
