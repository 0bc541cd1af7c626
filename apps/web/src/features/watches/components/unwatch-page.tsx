import { BellOff, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { buildOpportunityPath, paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { unwatchByToken } from '../api/watches-api';

type State =
  | { status: 'working' }
  | { status: 'done'; wacId: string; title: string }
  | { status: 'failed'; message: string };

/**
 * /watches/unwatch/:token, the link in each watch email: stops watching that procurement when
 * the page opens, without signing in. A page rather than a link to the API, so mail scanners
 * that fetch links do not stop people's watches (as for alert unsubscribes).
 */
export function UnwatchPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'working' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects (the call is idempotent anyway).
    if (sentFor.current === token) return;
    sentFor.current = token;
    unwatchByToken(token)
      .then((result) => setState({ status: 'done', wacId: result.wac_id, title: result.title }))
      .catch((error: unknown) =>
        setState({
          status: 'failed',
          message: getErrorMessage(error, 'This unwatch link could not be used.'),
        }),
      );
  }, [token]);

  return (
    <PageContainer className="max-w-2xl">
      <div className="rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm">
        <BellOff aria-hidden className="mx-auto mb-4 size-10 text-fg-muted" />
        <h1 className="text-2xl font-semibold tracking-tight">Watched procurements</h1>
        {state.status === 'working' && (
          <p className="mt-4 flex items-center justify-center gap-2 text-fg-muted" role="status">
            <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
            Stopping this watch...
          </p>
        )}
        {state.status === 'done' && (
          <p className="mt-4" role="status">
            You no longer watch{' '}
            <Link to={buildOpportunityPath(state.wacId)} className="font-semibold text-link">
              {state.title}
            </Link>
            . You can watch it again from its page.
          </p>
        )}
        {state.status === 'failed' && (
          <Alert tone="error" className="mt-4 text-left">
            {state.message}
          </Alert>
        )}
        <ButtonLink to={paths.watches} variant="secondary" className="mt-6">
          Your watched procurements
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
