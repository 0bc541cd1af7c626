/** Numbers written as words in tender documents ("two (2) years", "a further twelve months"). */
const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'thirty-six': 36,
  'forty-eight': 48,
  sixty: 60,
};

/** A number in digits or words, optionally followed by its digits in brackets. */
export const NUMBER_PATTERN = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})(?:\\s*\\(\\s*\\d+\\s*\\))?`;

export function parseNumber(text: string): number | null {
  const bracketed = /\(\s*(\d+)\s*\)/.exec(text);
  if (bracketed) return Number(bracketed[1]);
  const word = text.trim().toLowerCase();
  if (word in NUMBER_WORDS) return NUMBER_WORDS[word] ?? null;
  const value = Number(word.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}
