import type { UnsubscribeAlertResponse } from '@wac/contract';
import { BellOff, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { unsubscribeFromAlert } from '../api/alert-profiles-api';

type State =
  | { status: 'working' }
  | { status: 'done'; result: UnsubscribeAlertResponse }
  | { status: 'failed'; message: string };

/**
 * /alerts/unsubscribe/:token, the digest's one-click link: turns the profile's email alerts off
 * as soon as the page opens, without signing in. A page rather than a plain link to the API, so
 * mail scanners that fetch links do not unsubscribe people.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'working' });
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects (the call is idempotent anyway).
    if (sentFor.current === token) return;
    sentFor.current = token;
    unsubscribeFromAlert(token)
      .then((result) => setState({ status: 'done', result }))
      .catch((error: unknown) =>
        setState({
          status: 'failed',
          message: getErrorMessage(error, 'This unsubscribe link could not be used.'),
        }),
      );
  }, [token]);

  return (
    <PageContainer className="max-w-2xl">
      <div className="rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm">
        <BellOff aria-hidden className="mx-auto mb-4 size-10 text-fg-muted" />
        <h1 className="text-2xl font-semibold tracking-tight">Email Alerts</h1>
        {state.status === 'working' && (
          <p className="mt-4 flex items-center justify-center gap-2 text-fg-muted" role="status">
            <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
            Turning off these alerts...
          </p>
        )}
        {state.status === 'done' && (
          <p className="mt-4" role="status">
            Email alerts for <strong>{state.result.profile_name}</strong> are now off. You can turn
            them back on at any time from My Alert Profiles.
          </p>
        )}
        {state.status === 'failed' && (
          <Alert tone="error" className="mt-4 text-left">
            {state.message}
          </Alert>
        )}
        <ButtonLink to={paths.alerts} variant="secondary" className="mt-6">
          Manage alert profiles
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
