import {
  type AddPipelineTaskRequest,
  PIPELINE_MAX_TASKS,
  type UpdatePipelineTaskRequest,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { changedFields, recordAudit } from '../audit-log';
import { type ItemIds, openItem, requireWorkTaker } from './item-access';
import {
  countTasks,
  deleteTask,
  findTask,
  insertTasks,
  listTasks,
  updateTask,
} from './tasks.repository';

type Deps = Pick<AppDeps, 'db'>;
type TaskIds = ItemIds & { taskId: number };

const TASK_NOT_FOUND = 'This task is not on the checklist.';

type TaskFields = Record<string, unknown>;

/** The audit entry of a checklist change (ADR 0205), in the change's own transaction. */
const auditTask = (
  db: Queryable,
  user: AuthUser,
  ids: ItemIds,
  action: 'task.added' | 'task.changed' | 'task.removed',
  change: { title: string; before?: TaskFields | null; after?: TaskFields | null },
) =>
  recordAudit(db, {
    workspaceId: ids.id,
    actorId: user.id,
    action,
    itemId: ids.itemId,
    subject: change.title,
    before: change.before ?? null,
    after: change.after ?? null,
  });

const taskFields = (task: {
  title: string;
  assignee_user_id: number | null;
  due_date: string | null;
  is_done: boolean;
}): TaskFields => ({
  title: task.title,
  assignee_user_id: task.assignee_user_id,
  due_date: task.due_date,
  is_done: task.is_done,
});

export async function getTasks(deps: Deps, user: AuthUser, ids: ItemIds) {
  const item = await openItem(deps, user, ids, 'pipeline.read');
  return { results: await listTasks(deps.db, item.id) };
}

export async function addTask(
  deps: Deps,
  user: AuthUser,
  ids: ItemIds,
  body: AddPipelineTaskRequest,
) {
  const item = await openItem(deps, user, ids, 'pipeline.write');
  await requireWorkTaker(deps.db, ids.id, 'assignee_user_id', body.assignee_user_id);
  if ((await countTasks(deps.db, item.id)) >= PIPELINE_MAX_TASKS) {
    throw new AppError('BAD_REQUEST', `A checklist has at most ${PIPELINE_MAX_TASKS} tasks.`);
  }
  return withTransaction(deps.db, async (client) => {
    const [taskId] = await insertTasks(client, item.id, [
      {
        title: body.title,
        assigneeUserId: body.assignee_user_id ?? null,
        dueDate: body.due_date ?? null,
        source: null,
        createdBy: user.id,
      },
    ]);
    const task = (await findTask(client, item.id, taskId!))!;
    await auditTask(client, user, ids, 'task.added', {
      title: task.title,
      after: taskFields(task),
    });
    return task;
  });
}

export async function changeTask(
  deps: Deps,
  user: AuthUser,
  ids: TaskIds,
  changes: UpdatePipelineTaskRequest,
) {
  const item = await openItem(deps, user, ids, 'pipeline.write');
  return withTransaction(deps.db, async (client) => {
    const before = await findTask(client, item.id, ids.taskId);
    if (!before) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    await requireWorkTaker(
      client,
      ids.id,
      'assignee_user_id',
      changes.assignee_user_id,
      before.assignee_user_id,
    );
    if (!(await updateTask(client, { itemId: item.id, taskId: ids.taskId }, changes))) {
      throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    }
    const task = await findTask(client, item.id, ids.taskId);
    if (!task) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    const changed = changedFields(taskFields(before), taskFields(task));
    if (changed)
      await auditTask(client, user, ids, 'task.changed', { title: task.title, ...changed });
    return task;
  });
}

export async function removeTask(deps: Deps, user: AuthUser, ids: TaskIds) {
  const item = await openItem(deps, user, ids, 'pipeline.write');
  await withTransaction(deps.db, async (client) => {
    const before = await findTask(client, item.id, ids.taskId);
    if (!before || !(await deleteTask(client, item.id, ids.taskId))) {
      throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
    }
    await auditTask(client, user, ids, 'task.removed', {
      title: before.title,
      before: taskFields(before),
    });
  });
}
