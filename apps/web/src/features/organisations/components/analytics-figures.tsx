import type { OrganisationAnalytics, OrganisationRole } from '@wac/contract';
import { cn } from '@/lib/class-names';
import { formatCount, formatMoney } from '@/lib/format';
import { describeSmeShare, describeTenderPeriod } from '../utils/organisation-text';

function Figure({
  label,
  value,
  note,
  className,
}: {
  label: string;
  value: string;
  note?: string;
  className?: string;
}) {
  return (
    <div className={cn('rounded-xl bg-surface-muted p-4', className)}>
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-semibold break-words text-fg">{value}</dd>
      {note && <dd className="mt-1 text-xs text-fg-muted">{note}</dd>}
    </div>
  );
}

/**
 * The headline figures: totals, median award, SME share and typical tender period. Five figures
 * fill whole rows at every width: the total spans two columns (1 + 2 + 2 on two columns, 2 + 1
 * then 3 on three), so no figure sits alone beside an empty cell.
 */
export function AnalyticsFigures({
  role,
  analytics,
}: {
  role: OrganisationRole;
  analytics: OrganisationAnalytics;
}) {
  const shared =
    role === 'supplier' && analytics.shared_award_count > 0
      ? `${formatCount(analytics.shared_award_count)} shared with other suppliers count as an equal share; their full value: ${formatMoney(analytics.total_value_of_awards, 'GBP')}`
      : undefined;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Figure
        className="sm:col-span-2"
        label="Total awarded"
        value={formatMoney(analytics.total_awarded_value, 'GBP')}
        note={shared ?? 'Awards in pounds, as leaderboards count them'}
      />
      <Figure label="Awards" value={formatCount(analytics.award_count)} />
      <Figure
        label="Median award"
        value={
          analytics.median_award_value === null
            ? 'Not stated'
            : formatMoney(analytics.median_award_value, 'GBP')
        }
      />
      <Figure
        label={role === 'buyer' ? 'Awards to SMEs' : 'Size'}
        value={describeSmeShare(role, analytics.sme)}
      />
      <Figure
        label="Typical tender period"
        value={describeTenderPeriod(analytics.typical_tender_period)}
        note="From a notice's first publication to its deadline"
      />
    </dl>
  );
}
