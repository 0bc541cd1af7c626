import { ComparisonTable } from '@/components/comparison-table';
import { Alert } from '@/components/ui/alert';
import type { MoveConflict } from '../hooks/use-move-item';
import { diffItemFields, type PipelineLookups } from '../utils/item-fields';

/** A move refused with 409: what the teammate changed; the board already shows their item. */
export function MoveConflictNotice({
  conflict,
  lookups,
  onDismiss,
}: {
  conflict: MoveConflict;
  lookups: PipelineLookups;
  onDismiss: () => void;
}) {
  const differences = diffItemFields(conflict.mine, conflict.theirs, lookups);
  return (
    <Alert
      tone="error"
      title={`A teammate changed “${conflict.theirs.title}” before your move, so it was not moved.`}
      onDismiss={onDismiss}
    >
      {differences.length > 0 && (
        <ComparisonTable
          fields={differences}
          mineLabel="Your move"
          theirsLabel="Saved by your teammate"
        />
      )}
      <p className="mt-2">
        The board now shows their version. Move the card again if you still want to.
      </p>
    </Alert>
  );
}
