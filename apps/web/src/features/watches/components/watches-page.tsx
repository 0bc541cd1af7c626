import type { WatchedProcurement, WatchReason } from '@wac/contract';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildLoginPath, buildOpportunityPath, paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useSetWatching, useWatchList } from '../hooks/use-watch';

const REASON_NAMES: Record<WatchReason, string> = {
  watch: 'You watch it',
  favourite: 'A favourite',
  pipeline: 'Your pipeline item',
};

function WatchRow({ item }: { item: WatchedProcurement }) {
  const stop = useSetWatching();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <Link
          to={buildOpportunityPath(item.wac_id)}
          className="font-medium break-words text-link hover:underline"
        >
          {item.title || 'Untitled opportunity'}
        </Link>
        <p className="text-sm break-words text-fg-muted">
          {item.buyer_name ?? 'Buyer not stated'} ·{' '}
          {item.reasons.map((reason) => REASON_NAMES[reason]).join(', ')} · since{' '}
          {formatDate(item.since)}
        </p>
        {item.latest_notice_label && (
          <p className="text-sm text-fg-muted">
            Latest notice: {item.latest_notice_label}
            {item.latest_notice_date ? `, ${formatDate(item.latest_notice_date)}` : ''}
          </p>
        )}
        {stop.error && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {getErrorMessage(stop.error, 'It could not be changed. Please try again.')}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={stop.isPending}
        onClick={() => stop.mutate({ wacId: item.wac_id, isWatching: false })}
        aria-label={`Stop watching ${item.title}`}
      >
        Stop watching
      </Button>
    </li>
  );
}

/**
 * `/account/watches`: the procurements the user watches (their own, favourites and owned
 * pipeline items), each with Stop watching. A new notice of any of them is emailed (ADR 0233).
 */
export function WatchesPage({
  isAuthenticated,
  isSessionLoading,
}: {
  isAuthenticated: boolean;
  isSessionLoading: boolean;
}) {
  const { data, error, isPending } = useWatchList(isAuthenticated);
  if (!isAuthenticated && !isSessionLoading) {
    return (
      <PageContainer className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Watched procurements</h1>
        <p>Please log in to see the procurements you watch.</p>
        <ButtonLink to={buildLoginPath({ next: paths.watches })}>Go to Login</ButtonLink>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Watched procurements</h1>
        <p className="mt-2 text-fg-muted">
          When a new notice of one of these is published (a tender after a planning notice, an
          award, a contract change), we email you. Favourites and your pipeline items are watched
          too.
        </p>
      </div>
      {error && (
        <Alert tone="error">
          Could not load your watched procurements: {getErrorMessage(error, 'please try again.')}
        </Alert>
      )}
      {(isPending || isSessionLoading) && !error ? (
        <div className="flex items-center gap-3">
          <Spinner />
          <p role="status">Loading...</p>
        </div>
      ) : (
        data && (
          <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
            <p className="text-sm text-fg-muted">
              {data.own_watch_limit === null
                ? `You watch ${data.own_watches} by choice.`
                : `You watch ${data.own_watches} of ${data.own_watch_limit} by choice on your plan.`}
            </p>
            {data.results.length === 0 ? (
              <p className="mt-3">
                Nothing watched yet: open a planning notice and choose "Tell me when the tender is
                published".
              </p>
            ) : (
              <ul className="mt-2 divide-y divide-line">
                {data.results.map((item) => (
                  <WatchRow key={item.wac_id} item={item} />
                ))}
              </ul>
            )}
          </section>
        )
      )}
    </PageContainer>
  );
}
