import { BellRing, Trophy } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describeChangeTime } from '@/features/favourites/utils/change-time';
import { getErrorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { useItemChanges } from '../hooks/use-item-changes';
import { useItemWorkspace } from '../hooks/use-item-workspace';
import { SectionLoading } from './section-loading';

type Props = { workspaceId: number; itemId: number };

/**
 * What changed in the item's notice since it was added (ADR 0202), who won it and for how much,
 * and, when the award names the workspace's company while the item is open, a proposal to move
 * it to Won that the user confirms.
 */
export function PipelineItemChanges({ workspaceId, itemId }: Props) {
  const { changes, confirmWon } = useItemChanges({ workspaceId, itemId });
  const workspace = useItemWorkspace(workspaceId);
  const data = changes.data;

  return (
    <section aria-labelledby={`changes-${itemId}`} className="space-y-4">
      <h2 id={`changes-${itemId}`} className="flex items-center gap-2 text-lg font-semibold">
        <BellRing aria-hidden className="size-5" />
        Notice changes
      </h2>
      {changes.isPending ? (
        <SectionLoading label="Loading the notice's changes..." />
      ) : changes.isError || !data ? (
        <Alert tone="error">
          {getErrorMessage(changes.error, 'The changes could not be loaded.')}
        </Alert>
      ) : (
        <>
          {data.proposes_won && (
            <div className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
              <p className="flex items-center gap-2 font-semibold">
                <Trophy aria-hidden className="size-5" />
                The award names your company
              </p>
              <p className="text-sm">
                The notice was awarded to your company (by the name or Companies House number in the
                workspace profile). Move this item to Won to record it.
              </p>
              {workspace.canWrite && (
                <Button
                  size="sm"
                  disabled={confirmWon.isPending}
                  onClick={() => confirmWon.mutate()}
                >
                  Move to Won
                </Button>
              )}
              {confirmWon.isError && (
                <Alert tone="error">
                  {getErrorMessage(confirmWon.error, 'The item was not moved.')}
                </Alert>
              )}
            </div>
          )}
          {data.winners.length > 0 && (
            <div>
              <h3 className="text-sm font-semibold text-fg">Awarded to</h3>
              <ul className="mt-1 space-y-1 text-sm text-fg">
                {data.winners.map((winner, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: one supplier may win several lots.
                  <li key={`${winner.name}-${index}`}>
                    <span className="font-medium">{winner.name}</span>
                    {winner.value !== null && (
                      <span className="text-fg-muted">
                        {' '}
                        for {formatMoney(winner.value, winner.currency)}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {data.changes.length === 0 ? (
            <p className="text-sm text-fg-muted">The notice has not changed since it was added.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {data.changes.map((change) => (
                <li
                  key={`${change.kind}-${change.detected_at}`}
                  className="flex flex-wrap gap-x-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                >
                  <span>{change.summary}</span>
                  <time dateTime={change.detected_at} className="opacity-80">
                    {describeChangeTime(change.detected_at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
