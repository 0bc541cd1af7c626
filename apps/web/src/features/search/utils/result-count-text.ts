import { formatCount } from '@/lib/format';

const opportunities = (total: number) => (total === 1 ? 'opportunity' : 'opportunities');

/** The line above the results (public-area.md: "Found N matching opportunities."). */
export function describeMatchCount(total: number): string {
  return `Found ${formatCount(total)} matching ${opportunities(total)}.`;
}

/** The floating bar's live count ("New filters will find N opportunities."). */
export function describeNewFilterCount(total: number | null): string {
  if (total === null) return 'New filters will find ... opportunities.';
  return `New filters will find ${formatCount(total)} ${opportunities(total)}.`;
}
