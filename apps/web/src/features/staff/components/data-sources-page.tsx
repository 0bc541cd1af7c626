import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getSourceName } from '@/lib/source-label';
import { getHealth } from '../api/get-health';
import { describeSourceState } from '../utils/describe-source-state';

// Sync runs take minutes; a refresh every half minute is plenty while the page is open.
const HEALTH_REFRESH_MS = 30_000;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
const formatWhen = (iso: string | null) =>
  iso ? `${dateTime.format(new Date(iso))} UK time` : '—';

/** Staff only: each portal's sync state, from GET /api/health/ (a failing source says why). */
export function DataSourcesPage() {
  const { user, isLoading } = useAuth();
  const health = useQuery({
    queryKey: ['health'],
    queryFn: getHealth,
    enabled: Boolean(user?.is_staff),
    refetchInterval: HEALTH_REFRESH_MS,
  });
  if (isLoading) return <PageLoading />;
  if (!user?.is_staff) {
    return (
      <PageContainer>
        <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
          <Lock aria-hidden className="mx-auto mb-4 size-10 text-fg-muted" />
          <h1 className="text-xl font-semibold">Access Denied</h1>
          <p className="mt-2 text-fg-muted">This page is for staff.</p>
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold tracking-tight">Data sources</h1>
      <p className="mt-1 text-fg-muted">
        How each portal's sync stands. Refreshed every 30 seconds.
      </p>
      {health.isPending && <PageLoading />}
      {health.isError && (
        <Alert tone="error">
          <p>The sync state could not be loaded.</p>
        </Alert>
      )}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {health.data?.sync.map(describeSourceState).map((state) => (
          <li key={state.source} className="rounded-2xl border border-line bg-surface p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">{getSourceName(state.source)}</h2>
              <Badge tone={state.isFailing ? 'premium' : 'brand'}>
                {state.isFailing ? 'Needs attention' : 'OK'}
              </Badge>
            </div>
            <p className="mt-2 text-sm break-words">{state.summary}</p>
            {state.notes.map((note) => (
              <p key={note} className="mt-1 text-sm break-words text-fg-muted">
                {note}
              </p>
            ))}
            <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-fg-muted">Last success</dt>
                <dd>{formatWhen(state.lastSuccessAt)}</dd>
              </div>
              <div>
                <dt className="text-fg-muted">Last attempt</dt>
                <dd>{formatWhen(state.lastAttemptAt)}</dd>
              </div>
              <div>
                <dt className="text-fg-muted">Complete up to</dt>
                <dd>{formatWhen(state.syncedUntil)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
