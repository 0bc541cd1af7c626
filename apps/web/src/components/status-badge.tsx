import { formatStatusBadge, type OpportunityStatus } from '@wac/contract/opportunity-status';
import { cn } from '@/lib/class-names';

/** Each status's colours in both themes (text contrast >= 4.5:1 on its background). */
const TONES: Record<OpportunityStatus, string> = {
  planned: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  open: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200',
  closing_soon: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  closed: 'bg-surface-muted text-fg-muted',
  awarded: 'bg-brand-soft text-brand-soft-fg',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

interface StatusBadgeProps {
  status: OpportunityStatus;
  deadline: string | null;
  className?: string;
}

/**
 * The opportunity's status as a badge ("Closes in 3 days", "Closed 12 Mar 2025"): the text comes
 * from the contract's formatter, the same the alert emails use; the colour only repeats it.
 */
export function StatusBadge({ status, deadline, className }: StatusBadgeProps) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[status],
        className,
      )}
    >
      {formatStatusBadge(status, deadline)}
    </span>
  );
}
