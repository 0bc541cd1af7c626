import type { PipelineTask } from '@wac/contract';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useItemTasks } from '../hooks/use-item-tasks';
import { useItemWorkspace } from '../hooks/use-item-workspace';
import { SectionLoading } from './section-loading';
import { TaskForm, type TaskFormValues } from './task-form';

type Props = { workspaceId: number; itemId: number };

const asApiError = (error: unknown) => (error instanceof ApiError ? error : null);

/**
 * An item's checklist (ADR 0201): tasks with an assignee and a due date, ticked off when done.
 * New items start with the notice's clarification and submission deadlines. Viewers read.
 */
export function PipelineItemChecklist({ workspaceId, itemId }: Props) {
  const { tasks, add, update, remove } = useItemTasks({ workspaceId, itemId });
  const workspace = useItemWorkspace(workspaceId);
  const results = tasks.data?.results ?? [];
  const done = results.filter((task) => task.is_done).length;

  return (
    <section aria-labelledby={`checklist-${itemId}`} className="space-y-4">
      <h2 id={`checklist-${itemId}`} className="flex items-center gap-2 text-lg font-semibold">
        <ListChecks aria-hidden className="size-5" />
        Checklist
        {results.length > 0 && (
          <span className="text-sm font-normal text-fg-muted">
            ({done} of {results.length} done)
          </span>
        )}
      </h2>
      {tasks.isPending ? (
        <SectionLoading label="Loading the checklist..." />
      ) : tasks.isError ? (
        <Alert tone="error">
          {getErrorMessage(tasks.error, 'The checklist could not be loaded.')}
        </Alert>
      ) : results.length === 0 ? (
        <p className="text-sm text-fg-muted">No tasks yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
          {results.map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              canWrite={workspace.canWrite}
              assigneeName={workspace.nameOf(task.assignee_user_id)}
              members={workspace.members}
              onChange={(changes) => update.mutateAsync({ taskId: task.id, changes })}
              isSaving={update.isPending}
              error={asApiError(update.error)}
              onRemove={() => remove.mutateAsync(task.id)}
            />
          ))}
        </ul>
      )}
      {(update.isError || remove.isError) && (
        <Alert tone="error">
          {getErrorMessage(update.error ?? remove.error, 'The checklist was not saved.')}
        </Alert>
      )}
      {workspace.canWrite && (
        <TaskForm
          members={workspace.members}
          submitLabel="Add task"
          isSaving={add.isPending}
          error={asApiError(add.error)}
          onSubmit={(values) => add.mutateAsync(values)}
        />
      )}
    </section>
  );
}

type RowProps = {
  task: PipelineTask;
  canWrite: boolean;
  assigneeName: string | null;
  members: Parameters<typeof TaskForm>[0]['members'];
  onChange: (changes: Partial<TaskFormValues> & { is_done?: boolean }) => Promise<unknown>;
  isSaving: boolean;
  error: ApiError | null;
  onRemove: () => Promise<unknown>;
};

function TaskRow({
  task,
  canWrite,
  assigneeName,
  members,
  onChange,
  isSaving,
  error,
  onRemove,
}: RowProps) {
  const [isEditing, setIsEditing] = useState(false);
  const checkboxId = `task-${task.id}`;
  const due = formatDate(task.due_date);
  if (isEditing) {
    return (
      <li className="p-4">
        <TaskForm
          members={members}
          initial={task}
          submitLabel="Save task"
          isSaving={isSaving}
          error={error}
          onSubmit={async (values) => {
            await onChange(values);
            setIsEditing(false);
          }}
          onCancel={() => setIsEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-start gap-3 p-4">
      <input
        id={checkboxId}
        type="checkbox"
        checked={task.is_done}
        disabled={!canWrite}
        onChange={(event) => onChange({ is_done: event.target.checked }).catch(() => undefined)}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <div className="min-w-0 flex-1">
        <label
          htmlFor={checkboxId}
          className={task.is_done ? 'text-fg-muted line-through' : 'text-fg'}
        >
          {task.title}
        </label>
        <p className="text-sm text-fg-muted">
          {[due ? `Due ${due}` : 'No due date', assigneeName ?? 'Unassigned'].join(' · ')}
        </p>
      </div>
      {canWrite && (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setIsEditing(true)}
            aria-label={`Edit task: ${task.title}`}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRemove().catch(() => undefined)}
            aria-label={`Remove task: ${task.title}`}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
