import {
  PIPELINE_TASK_TITLE_MAX_LENGTH,
  pipelineWorkers,
  type WorkspaceMember,
} from '@wac/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { ApiError } from '@/lib/api-error';
import { memberName } from '../hooks/use-item-workspace';

export type TaskFormValues = {
  title: string;
  assignee_user_id: number | null;
  due_date: string | null;
};

type Props = {
  members: readonly WorkspaceMember[];
  initial?: TaskFormValues;
  submitLabel: string;
  isSaving: boolean;
  error: ApiError | null;
  onSubmit: (values: TaskFormValues) => Promise<unknown>;
  onCancel?: () => void;
};

/** A task's title, assignee and due date: adding one, or changing one. */
export function TaskForm({
  members,
  initial,
  submitLabel,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [assignee, setAssignee] = useState(
    initial?.assignee_user_id ? String(initial.assignee_user_id) : '',
  );
  const [due, setDue] = useState(initial?.due_date ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onSubmit({
        title,
        assignee_user_id: assignee ? Number(assignee) : null,
        due_date: due || null,
      });
      if (!initial) {
        setTitle('');
        setAssignee('');
        setDue('');
      }
    } catch {
      // Shown from the mutation's error.
    }
  };

  const fieldError = (field: string) => error?.firstFieldError(field) ?? null;
  const otherError = error && !['title', 'assignee_user_id', 'due_date'].some((f) => fieldError(f));
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr] sm:items-start">
      <TextField
        label={initial ? 'Task' : 'New task'}
        value={title}
        required
        maxLength={PIPELINE_TASK_TITLE_MAX_LENGTH}
        onChange={(event) => setTitle(event.target.value)}
        error={fieldError('title')}
      />
      <SelectField
        label="Assignee"
        isOptional
        placeholder="Nobody"
        options={pipelineWorkers(members, initial?.assignee_user_id).map((m) => ({
          value: String(m.user_id),
          label: memberName(m),
        }))}
        value={assignee}
        onChange={(event) => setAssignee(event.target.value)}
        error={fieldError('assignee_user_id')}
      />
      <TextField
        label="Due date"
        isOptional
        type="date"
        value={due}
        onChange={(event) => setDue(event.target.value)}
        error={fieldError('due_date')}
      />
      {otherError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3 dark:text-red-300">
          {error.message}
        </p>
      )}
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" disabled={isSaving || !title.trim()}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
