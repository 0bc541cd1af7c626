/** A CPV code (8 digits, no check digit) and its label. */
export type CpvLabel = { code: string; label: string };

export const CPV_CODE_LENGTH = 8;

/**
 * An 8-digit CPV code from `45000000`, `45000000-7` (with check digit) or a number that lost its
 * leading zero (`3000000` for `03000000`); null for anything else. Labels and codes are matched
 * on these 8 digits (the official list carries check digits, the notices mostly do not).
 */
export function normaliseCpvCode(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null;
  if (text === null) return null;
  const digits = (text.split('-')[0] ?? '').replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === CPV_CODE_LENGTH - 1) return `0${digits}`;
  return digits.length >= CPV_CODE_LENGTH ? digits.slice(0, CPV_CODE_LENGTH) : null;
}
