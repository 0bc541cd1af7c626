import type { PipelineItem } from '@wac/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { diffItemFields, type PipelineLookups, readEditableValues } from '../../utils/item-fields';
import { type ItemFormValues, toItemValues } from '../../utils/item-form-values';
import { FieldDifferences } from '../field-differences';

/** A save refused with 409: what you typed against the item now, and the two ways on. */
export function ItemConflict({
  form,
  theirs,
  lookups,
  isSaving,
  onKeepMine,
  onTakeTheirs,
}: {
  form: ItemFormValues;
  theirs: PipelineItem;
  lookups: PipelineLookups;
  isSaving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const differences = diffItemFields(toItemValues(form), readEditableValues(theirs), lookups);
  return (
    <Alert tone="error" title="A teammate saved this item while you were editing it.">
      {differences.length > 0 ? (
        <FieldDifferences differences={differences} mineLabel="What you typed" />
      ) : (
        <p>Their changes match what you typed.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine} disabled={isSaving}>
          Keep mine
        </Button>
        <Button size="sm" variant="secondary" onClick={onTakeTheirs} disabled={isSaving}>
          Take theirs
        </Button>
      </div>
    </Alert>
  );
}
