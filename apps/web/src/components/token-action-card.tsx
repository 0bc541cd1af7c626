import { BellOff, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import type { TokenActionState } from '@/hooks/use-token-action-on-open';

/**
 * The page an emailed one-click link opens (unsubscribe, unwatch): a card that says the action is
 * under way, then what it did or why it could not, and a way on to the page that manages it.
 */
export function TokenActionCard<Result>({
  title,
  state,
  working,
  done,
  next,
}: {
  title: string;
  state: TokenActionState<Result>;
  /** "Stopping this watch...": shown while the request runs. */
  working: string;
  /** What the action did, from the server's answer. */
  done: (result: Result) => ReactNode;
  next: { to: string; label: string };
}) {
  return (
    <PageContainer className="max-w-2xl">
      <div className="rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm">
        <BellOff aria-hidden className="mx-auto mb-4 size-10 text-fg-muted" />
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {state.status === 'working' && (
          <p className="mt-4 flex items-center justify-center gap-2 text-fg-muted" role="status">
            <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
            {working}
          </p>
        )}
        {state.status === 'done' && (
          <p className="mt-4" role="status">
            {done(state.result)}
          </p>
        )}
        {state.status === 'failed' && (
          <Alert tone="error" className="mt-4 text-left">
            {state.message}
          </Alert>
        )}
        <ButtonLink to={next.to} variant="secondary" className="mt-6">
          {next.label}
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
