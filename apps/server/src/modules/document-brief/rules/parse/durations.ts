import { NUMBER_PATTERN, parseNumber } from './numbers';

/**
 * Contract terms as tenders write them: "an initial term of three (3) years", "36 months",
 * "3 + 1 + 1 years", "option to extend for a further 2 x 12 months", "two further periods of up
 * to 12 months each". Months throughout.
 */
export type ContractTerm = { initialMonths: number | null; extensionMonths: number | null };

const UNIT = '(years?|yrs?|months?)';
const toMonths = (count: number, unit: string) => (/^y/i.test(unit) ? count * 12 : count);

const PLUS_FORM = new RegExp(`\\b(\\d+)((?:\\s*\\+\\s*\\d+)+)\\s*${UNIT}`, 'i');
const EXTENSION_MARK =
  /\b(?:extend|extension|extensions|further|additional|optional|option|renew)/i;
const MULTIPLE_EXTENSIONS = new RegExp(
  `\\b(${NUMBER_PATTERN})\\s*(?:x|×|further|additional|optional|periods?|extensions?|\\s)+(?:periods?\\s+|extensions?\\s+)?(?:of\\s+)?(?:up\\s+to\\s+)?(${NUMBER_PATTERN})\\s*${UNIT}`,
  'i',
);
const SINGLE_DURATION = new RegExp(`\\b(${NUMBER_PATTERN})\\s*${UNIT}\\b`, 'gi');

function readExtensions(text: string): number | null {
  const multiple = MULTIPLE_EXTENSIONS.exec(text);
  if (multiple && /x|×|periods?|extensions?/i.test(multiple[0])) {
    const times = parseNumber(multiple[1] ?? '');
    const each = parseNumber(multiple[2] ?? '');
    if (times && each && times <= 10) return times * toMonths(each, multiple[3] ?? '');
  }
  const single = [...text.matchAll(SINGLE_DURATION)][0];
  const count = single ? parseNumber(single[1] ?? '') : null;
  return single && count ? toMonths(count, single[2] ?? '') : null;
}

export function readContractTerm(sentence: string): ContractTerm | null {
  const plus = PLUS_FORM.exec(sentence);
  if (plus) {
    const unit = plus[3] ?? '';
    const extensions = (plus[2] ?? '')
      .split('+')
      .filter((part) => part.trim() !== '')
      .map(Number);
    const extensionTotal = extensions.reduce((sum, part) => sum + toMonths(part, unit), 0);
    return { initialMonths: toMonths(Number(plus[1]), unit), extensionMonths: extensionTotal };
  }
  const extensionAt = sentence.search(EXTENSION_MARK);
  const head = extensionAt === -1 ? sentence : sentence.slice(0, extensionAt);
  const initialMatch = [...head.matchAll(SINGLE_DURATION)][0];
  const initialCount = initialMatch ? parseNumber(initialMatch[1] ?? '') : null;
  const initialMonths =
    initialMatch && initialCount ? toMonths(initialCount, initialMatch[2] ?? '') : null;
  const extensionMonths = extensionAt === -1 ? null : readExtensions(sentence.slice(extensionAt));
  if (initialMonths === null && extensionMonths === null) return null;
  return { initialMonths, extensionMonths };
}

/** "36 months" as "3 years", "18 months" as it is. */
export function describeMonths(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}
