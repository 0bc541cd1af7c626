import type { WatchedProcurement, WatchReason } from '@wac/contract';
import { AccountListPage, KeptList, KeptRow } from '@/components/account-list-page';
import { buildOpportunityPath, paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useSetWatching, useWatchList } from '../hooks/use-watch';
import { WATCH_PROCUREMENT_LABEL, WATCH_TENDER_LABEL } from '../watch-labels';

const REASON_NAMES: Record<WatchReason, string> = {
  watch: 'You watch it',
  favourite: 'A favourite',
  pipeline: 'Your pipeline item',
};

function WatchRow({ item }: { item: WatchedProcurement }) {
  const stop = useSetWatching();
  return (
    <KeptRow
      to={buildOpportunityPath(item.wac_id)}
      name={item.title || 'Untitled opportunity'}
      details={
        <>
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
        </>
      }
      release={{
        label: 'Stop watching',
        ariaLabel: `Stop watching ${item.title}`,
        isPending: stop.isPending,
        onClick: () => stop.mutate({ wacId: item.wac_id, isWatching: false }),
      }}
    />
  );
}

/**
 * `/account/watches`: the procurements the user watches (their own, favourites and owned
 * pipeline items), each with Stop watching. A new notice of any of them is emailed (ADR 0233).
 */
export function WatchesPage(session: { isAuthenticated: boolean; isSessionLoading: boolean }) {
  const query = useWatchList(session.isAuthenticated);
  return (
    <AccountListPage
      {...session}
      title="Watched procurements"
      intro="When a new notice of one of these is published (a tender after a planning notice, an award, a contract change), we email you. Favourites and your pipeline items are watched too."
      signedOut="Please log in to see the procurements you watch."
      loginNext={paths.watches}
      query={query}
      loadError="Could not load your watched procurements"
    >
      {(data) => (
        <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
          <p className="text-sm text-fg-muted">
            {data.own_watch_limit === null
              ? `You watch ${data.own_watches} by choice.`
              : `You watch ${data.own_watches} of ${data.own_watch_limit} by choice on your plan.`}
          </p>
          <KeptList
            items={data.results}
            empty={`Nothing watched yet: open an opportunity and choose "${WATCH_PROCUREMENT_LABEL}" ("${WATCH_TENDER_LABEL}" on a planning notice).`}
            className="mt-2"
          >
            {(item) => <WatchRow key={item.wac_id} item={item} />}
          </KeptList>
        </section>
      )}
    </AccountListPage>
  );
}
