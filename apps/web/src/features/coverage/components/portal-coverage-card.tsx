import type { CoveragePortal } from '@wac/contract';
import { Badge } from '@/components/ui/badge';
import { formatCount, formatDateTimeUk } from '@/lib/format';
import {
  describeCompleteRange,
  describeNewestNotice,
  describePortalState,
  isTroubled,
  STATUS_LABELS,
} from '../utils/describe-coverage';
import { NoticesPerDay } from './notices-per-day';

const when = (iso: string | null, none: string) => (iso ? formatDateTimeUk(iso) : none);

/** One portal: its state in words, the figures behind it, failed windows and notices per day. */
export function PortalCoverageCard({
  portal,
  generatedAt,
}: {
  portal: CoveragePortal;
  generatedAt: string;
}) {
  const headingId = `coverage-${portal.source_system}`;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {portal.name}
        </h2>
        <Badge tone={isTroubled(portal.status) ? 'premium' : 'brand'}>
          {STATUS_LABELS[portal.status]}
        </Badge>
      </div>
      <p className="text-sm">{describePortalState(portal, generatedAt)}</p>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-fg-muted">Last successful sync</dt>
          <dd>{when(portal.last_success_at, 'Never')}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Stored without gaps</dt>
          <dd>{describeCompleteRange(portal)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Newest notice stored</dt>
          <dd>{describeNewestNotice(portal)}</dd>
        </div>
        <div>
          <dt className="text-fg-muted">Periods waiting for a retry</dt>
          <dd>
            {portal.failed_window_count === 0 ? 'None' : formatCount(portal.failed_window_count)}
          </dd>
        </div>
      </dl>
      {portal.failed_windows.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium">
            {portal.failed_window_count > portal.failed_windows.length
              ? `The oldest ${portal.failed_windows.length} periods not downloaded yet`
              : 'Periods not downloaded yet'}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {portal.failed_windows.map((window) => (
              <li key={window.from}>
                Notices published from {formatDateTimeUk(window.from)} to{' '}
                {formatDateTimeUk(window.to)}: {formatCount(window.attempts)}{' '}
                {window.attempts === 1 ? 'attempt' : 'attempts'} so far, next{' '}
                {window.retry_at ? `at ${formatDateTimeUk(window.retry_at)}` : 'at the next sync'}.
              </li>
            ))}
          </ul>
        </div>
      )}
      <NoticesPerDay portal={portal} />
    </section>
  );
}
