import { DAILY_LIMIT_RESETS, describeCountedActions } from '@wac/contract';
import { Activity, Infinity as InfinityIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDailyUsage } from '../hooks/use-daily-usage';
import { describeUsageBreakdown } from '../utils/account-text';
import { AccountCard } from './account-card';

/**
 * Today's real count of limited actions (the spec's "3 of 10" was a placeholder). Paid plans
 * show Unlimited Access.
 */
export function DailyUsageCard() {
  const usage = useDailyUsage();
  return (
    <AccountCard icon={Activity} title="Daily Usage">
      {usage.isPending && (
        <div role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner className="size-4" /> Loading today&apos;s usage...
        </div>
      )}
      {usage.isError && <p className="text-sm text-fg-muted">Could not load today&apos;s usage.</p>}
      {usage.isSuccess && usage.data.is_unlimited && (
        <div className="flex items-center gap-3">
          <InfinityIcon aria-hidden className="size-8 text-brand" />
          <div>
            <p className="font-semibold">Unlimited Access</p>
            <p className="text-sm text-fg-muted">Your plan has no daily limit.</p>
          </div>
        </div>
      )}
      {usage.isSuccess && !usage.data.is_unlimited && usage.data.limit !== null && (
        <LimitedUsage
          used={usage.data.used}
          limit={usage.data.limit}
          breakdown={describeUsageBreakdown(usage.data.by_action)}
        />
      )}
    </AccountCard>
  );
}

function LimitedUsage(props: { used: number; limit: number; breakdown: string }) {
  const { used, limit, breakdown } = props;
  const percent = Math.min(100, Math.round((used / limit) * 100));
  const isExhausted = used >= limit;
  return (
    <div className="space-y-3">
      <p className="text-sm">
        <span className="text-2xl font-bold">{used}</span>
        <span className="text-fg-muted"> of {limit} actions used today</span>
      </p>
      <div
        role="progressbar"
        aria-label="Daily actions used"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={isExhausted ? 'h-full bg-red-600' : 'h-full bg-brand'}
          style={{ width: `${percent}%` }}
        />
      </div>
      {breakdown && <p className="text-xs text-fg-muted">Today: {breakdown}.</p>}
      <p className="text-xs text-fg-muted">
        Your daily limit {DAILY_LIMIT_RESETS}. Only {describeCountedActions()} count; searching and
        reading opportunities are never limited.
      </p>
      {isExhausted && (
        <ButtonLink to={paths.pricing} size="sm">
          Upgrade for unlimited access
        </ButtonLink>
      )}
    </div>
  );
}
