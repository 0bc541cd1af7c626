import type { PipelineTask, PipelineTaskSource, UpdatePipelineTaskRequest } from '@wac/contract';
import type { Queryable } from '../../db/pool';

const TASK_SELECT = `
  SELECT t.id::int AS id, t.title, t.assignee_user_id::int AS assignee_user_id,
         to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.is_done, t.source,
         to_json(t.created_at) #>> '{}' AS created_at
    FROM pipeline_tasks t`;

/** The checklist in the order it reads: by due date (undated last), then as added. */
export async function listTasks(db: Queryable, itemId: number) {
  const { rows } = await db.query<PipelineTask>(
    `${TASK_SELECT} WHERE t.item_id = $1 ORDER BY t.due_date NULLS LAST, t.id`,
    [itemId],
  );
  return rows;
}

export async function findTask(db: Queryable, itemId: number, taskId: number) {
  const { rows } = await db.query<PipelineTask>(
    `${TASK_SELECT} WHERE t.item_id = $1 AND t.id = $2`,
    [itemId, taskId],
  );
  return rows[0] ?? null;
}

export const countTasks = async (db: Queryable, itemId: number) =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pipeline_tasks WHERE item_id = $1',
      [itemId],
    )
  ).rows[0]?.n ?? 0;

export type NewTask = {
  title: string;
  assigneeUserId: number | null;
  dueDate: string | null;
  source: PipelineTaskSource | null;
  createdBy: number;
};

/** Adds tasks; a seeded one whose source the item already has is skipped (seeded once). */
export async function insertTasks(db: Queryable, itemId: number, tasks: readonly NewTask[]) {
  if (tasks.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO pipeline_tasks (item_id, title, assignee_user_id, due_date, source, created_by)
     SELECT $1, * FROM unnest($2::text[], $3::bigint[], $4::date[], $5::text[], $6::bigint[])
     ON CONFLICT (item_id, source) DO NOTHING RETURNING id::int AS id`,
    [
      itemId,
      tasks.map((task) => task.title),
      tasks.map((task) => task.assigneeUserId),
      tasks.map((task) => task.dueDate),
      tasks.map((task) => task.source),
      tasks.map((task) => task.createdBy),
    ],
  );
  return rows.map((row) => row.id);
}

const EDITABLE = ['title', 'assignee_user_id', 'due_date', 'is_done'] as const;

export async function updateTask(
  db: Queryable,
  ids: { itemId: number; taskId: number },
  changes: UpdatePipelineTaskRequest,
) {
  const fields = EDITABLE.filter((field) => changes[field] !== undefined);
  if (fields.length === 0) return true;
  const sets = fields.map((field, index) => `${field} = $${index + 3}`);
  const { rowCount } = await db.query(
    `UPDATE pipeline_tasks SET ${sets.join(', ')} WHERE item_id = $1 AND id = $2`,
    [ids.itemId, ids.taskId, ...fields.map((field) => changes[field])],
  );
  return rowCount === 1;
}

export async function deleteTask(db: Queryable, itemId: number, taskId: number) {
  const { rowCount } = await db.query('DELETE FROM pipeline_tasks WHERE item_id = $1 AND id = $2', [
    itemId,
    taskId,
  ]);
  return rowCount === 1;
}
