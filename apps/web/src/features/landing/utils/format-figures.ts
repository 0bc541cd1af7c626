import { formatCount } from '@/lib/format';

/**
 * Figures for the landing page, formatted without Intl on purpose (see lib/format.ts): the
 * first `Intl` formatter a page creates costs about 180 ms of CPU at 4x throttling.
 */

const SCALES = [
  { size: 1e12, suffix: 'tn' },
  { size: 1e9, suffix: 'bn' },
  { size: 1e6, suffix: 'm' },
  { size: 1e3, suffix: 'k' },
] as const;

/**
 * A headline sum in British style: 1_234_000_000 -> "£1.2bn", 45_600_000 -> "£45.6m",
 * 980 -> "£980". One decimal below 100 of a unit, none above (so "£123bn", not "£123.4bn").
 */
export function formatHeadlineGbp(amount: number): string {
  const scale = SCALES.find(({ size }) => Math.abs(amount) >= size);
  if (!scale) return `£${formatCount(Math.round(amount))}`;
  const scaled = amount / scale.size;
  const digits = Math.abs(scaled) >= 100 ? 0 : 1;
  const text = scaled.toFixed(digits).replace(/\.0$/, '');
  return `£${text}${scale.suffix}`;
}
