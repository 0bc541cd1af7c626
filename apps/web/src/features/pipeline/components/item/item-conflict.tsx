import type { PipelineItem } from '@wac/contract';
import { ComparisonTable } from '@/components/comparison-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  diffItemFields,
  EDITABLE_ITEM_FIELDS,
  type PipelineLookups,
  readEditableValues,
} from '../../utils/item-fields';
import { type ItemFormValues, toItemValues } from '../../utils/item-form-values';
import { mergeItemValues } from '../../utils/merge-item-values';

/**
 * A save refused with 409: the fields we both changed side by side, the teammate's other changes
 * (kept either way), and the two ways on. "Keep mine" saves only what I changed (ADR 0281); "Take
 * theirs" takes their side of the clashes and leaves my other edits in the form (ADR 0306).
 */
export function ItemConflict({
  base,
  form,
  theirs,
  lookups,
  isSaving,
  onKeepMine,
  onTakeTheirs,
}: {
  base: PipelineItem;
  form: ItemFormValues;
  theirs: PipelineItem;
  lookups: PipelineLookups;
  isSaving: boolean;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const mine = toItemValues(form);
  const current = readEditableValues(theirs);
  const merge = mergeItemValues(readEditableValues(base), mine, current);
  const differences = diffItemFields(mine, current, lookups).filter(({ key }) =>
    merge.clashes.includes(key),
  );
  const theirsOnly = EDITABLE_ITEM_FIELDS.filter(({ key }) => merge.theirsOnly.includes(key));
  return (
    <Alert tone="error" title="A teammate saved this item while you were editing it.">
      {differences.length > 0 ? (
        <ComparisonTable
          fields={differences}
          mineLabel="What you typed"
          theirsLabel="Saved by your teammate"
        />
      ) : (
        <p>None of their changes clash with yours.</p>
      )}
      {theirsOnly.length > 0 && (
        <p className="mt-2">
          Their changes to fields you did not edit are kept either way:{' '}
          {theirsOnly.map(({ label }) => label).join(', ')}.
        </p>
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
