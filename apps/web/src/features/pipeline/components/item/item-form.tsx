import { PIPELINE_REASON_MAX_LENGTH, type PipelineItem, pipelineWorkers } from '@wac/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { getErrorMessage, readFieldMessages } from '@/lib/api-error';
import { formatMoney } from '@/lib/format';
import { useItemEditor } from '../../hooks/use-item-editor';
import { DECISION_LABELS, describeMember, type PipelineLookups } from '../../utils/item-fields';
import { ItemConflict } from './item-conflict';
import { TextAreaField } from './text-area-field';

/** The item's own fields, saved together with the version they were read at. */
export function ItemForm({
  workspaceId,
  item,
  lookups,
  canWrite,
}: {
  workspaceId: number;
  item: PipelineItem;
  lookups: PipelineLookups;
  canWrite: boolean;
}) {
  const editor = useItemEditor(workspaceId, item);
  const { form, change } = editor;
  const errors = readFieldMessages(editor.error);
  const noticeValue =
    item.notice_value === null
      ? 'The notice gives no value.'
      : `The notice’s value: ${formatMoney(item.notice_value)}. Leave empty to follow it.`;
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        editor.save();
      }}
    >
      <fieldset disabled={!canWrite} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Item details</legend>
        <SelectField
          label="Owner"
          value={form.owner_user_id}
          placeholder="No owner"
          onChange={(event) => change({ owner_user_id: event.target.value })}
          options={pipelineWorkers(lookups.members, item.owner_user_id).map((member) => ({
            value: String(member.user_id),
            label: describeMember(member),
          }))}
          error={errors.owner_user_id}
        />
        <SelectField
          label="Stage"
          value={form.stage_id}
          onChange={(event) => change({ stage_id: event.target.value })}
          options={lookups.stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
          error={errors.stage_id}
        />
        <TextField
          label="Our value (£)"
          inputMode="decimal"
          value={form.our_value}
          onChange={(event) => change({ our_value: event.target.value })}
          hint={noticeValue}
          error={errors.our_value}
          isOptional
        />
        <TextField
          label="Probability of winning (%)"
          inputMode="numeric"
          value={form.probability}
          onChange={(event) => change({ probability: event.target.value })}
          hint="A whole number from 0 to 100."
          error={errors.probability}
          isOptional
        />
        <SelectField
          label="Decision"
          value={form.decision}
          placeholder="Not decided"
          onChange={(event) => change({ decision: event.target.value })}
          options={Object.entries(DECISION_LABELS).map(([value, label]) => ({ value, label }))}
          error={errors.decision}
        />
        <TextField
          label="Internal deadline"
          type="date"
          value={form.internal_deadline}
          onChange={(event) => change({ internal_deadline: event.target.value })}
          error={errors.internal_deadline}
          isOptional
        />
        <TextAreaField
          label="Decision reason"
          value={form.decision_reason}
          maxLength={PIPELINE_REASON_MAX_LENGTH}
          onChange={(event) => change({ decision_reason: event.target.value })}
          error={errors.decision_reason}
        />
        <TextAreaField
          label="Outcome reason"
          value={form.outcome_reason}
          maxLength={PIPELINE_REASON_MAX_LENGTH}
          onChange={(event) => change({ outcome_reason: event.target.value })}
          hint="Why it was won, lost or withdrawn."
          error={errors.outcome_reason}
        />
      </fieldset>
      {editor.theirs && (
        <ItemConflict
          base={editor.base}
          form={form}
          theirs={editor.theirs}
          lookups={lookups}
          isSaving={editor.isSaving}
          onKeepMine={editor.keepMine}
          onTakeTheirs={editor.takeTheirs}
        />
      )}
      {editor.error && (
        <Alert tone="error">{getErrorMessage(editor.error, 'The item could not be saved.')}</Alert>
      )}
      {editor.isSaved && <Alert tone="success">Saved.</Alert>}
      {canWrite && !editor.theirs && (
        <Button type="submit" disabled={editor.isSaving}>
          {editor.isSaving ? 'Saving…' : 'Save changes'}
        </Button>
      )}
    </form>
  );
}
