import {
  type AddPipelineTaskRequest,
  PIPELINE_MAX_TASKS,
  type UpdatePipelineTaskRequest,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { fieldError, type ItemIds, openItem } from './item-access';
import { isMember } from './items.repository';
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

async function requireAssignee(deps: Deps, workspaceId: number, assignee?: number | null) {
  if (assignee != null && !(await isMember(deps.db, workspaceId, assignee))) {
    throw fieldError('assignee_user_id', 'The assignee must be a member of this workspace.');
  }
}

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
  await requireAssignee(deps, ids.id, body.assignee_user_id);
  if ((await countTasks(deps.db, item.id)) >= PIPELINE_MAX_TASKS) {
    throw new AppError('BAD_REQUEST', `A checklist has at most ${PIPELINE_MAX_TASKS} tasks.`);
  }
  const [taskId] = await insertTasks(deps.db, item.id, [
    {
      title: body.title,
      assigneeUserId: body.assignee_user_id ?? null,
      dueDate: body.due_date ?? null,
      source: null,
      createdBy: user.id,
    },
  ]);
  return (await findTask(deps.db, item.id, taskId!))!;
}

export async function changeTask(
  deps: Deps,
  user: AuthUser,
  ids: TaskIds,
  changes: UpdatePipelineTaskRequest,
) {
  const item = await openItem(deps, user, ids, 'pipeline.write');
  await requireAssignee(deps, ids.id, changes.assignee_user_id);
  if (!(await updateTask(deps.db, { itemId: item.id, taskId: ids.taskId }, changes))) {
    throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  }
  const task = await findTask(deps.db, item.id, ids.taskId);
  if (!task) throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  return task;
}

export async function removeTask(deps: Deps, user: AuthUser, ids: TaskIds) {
  const item = await openItem(deps, user, ids, 'pipeline.write');
  if (!(await deleteTask(deps.db, item.id, ids.taskId))) {
    throw new AppError('NOT_FOUND', TASK_NOT_FOUND);
  }
}
