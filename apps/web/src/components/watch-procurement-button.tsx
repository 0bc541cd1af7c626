import { BellPlus, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { buildLoginPath, buildOpportunityPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
// Like "Add to pipeline", one shared control that reaches into its feature: the detail page
// offers it and the account page lists what it watches (issue 31).
import { useSetWatching, useWatchStatus } from '@/features/watches/hooks/use-watch';
import { WATCH_PROCUREMENT_LABEL, WATCH_TENDER_LABEL } from '@/features/watches/watch-labels';
import { getErrorMessage } from '@/lib/api-error';
import { Button, ButtonLink } from './ui/button';

const REASON_TEXT = {
  watch: 'Watching: we email you when its next notice is published.',
  favourite: 'Watching as a favourite: we tell you when its next notice is published.',
  pipeline: 'Watching as your pipeline item: we tell you when its next notice is published.',
} as const;

/**
 * "Tell me when the tender is published" on a pipeline or planning notice, "Watch this
 * procurement" on any other; once watched, the reason and a way to stop.
 */
export function WatchProcurementButton({
  wacId,
  stage,
}: {
  wacId: string;
  /** The notice's stage: a planning notice asks for its tender. */
  stage: string | null;
}) {
  const { isAuthenticated } = useAuth();
  const status = useWatchStatus(wacId, isAuthenticated);
  const toggle = useSetWatching();
  const label = stage === 'planning' ? WATCH_TENDER_LABEL : WATCH_PROCUREMENT_LABEL;
  if (!isAuthenticated) {
    return (
      <ButtonLink variant="secondary" to={buildLoginPath({ next: buildOpportunityPath(wacId) })}>
        <BellPlus aria-hidden className="size-4" />
        {label}
      </ButtonLink>
    );
  }
  const watching = status.data?.is_watching === true;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <Button
        variant="secondary"
        aria-pressed={watching}
        disabled={status.isPending || toggle.isPending}
        onClick={() => toggle.mutate({ wacId, isWatching: !watching })}
      >
        {watching ? (
          <BellRing aria-hidden className="size-4" />
        ) : (
          <BellPlus aria-hidden className="size-4" />
        )}
        {watching ? 'Watching' : label}
      </Button>
      <span aria-live="polite" className="text-fg-muted">
        {watching && status.data?.reason && (
          <>
            {REASON_TEXT[status.data.reason]}{' '}
            <Link to={paths.watches} className="text-link underline underline-offset-2">
              Watched procurements
            </Link>
          </>
        )}
        {toggle.error && (
          <span role="alert" className="text-red-700 dark:text-red-300">
            {getErrorMessage(toggle.error, 'It could not be changed. Please try again.')}
          </span>
        )}
      </span>
    </div>
  );
}
