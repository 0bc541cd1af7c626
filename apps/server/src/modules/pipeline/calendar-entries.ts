import { pipelineItemPath } from '@wac/contract';
import { buildPublicLink } from '../../config/public-base-url';
import type { Queryable } from '../../db/pool';
import { listUsableWorkspaceIds } from '../workspaces';

/** One calendar event of the pipeline: a timed deadline, or a whole day (`date`, YYYY-MM-DD). */
export type PipelineCalendarEntry = {
  uid: string;
  summary: string;
  description: string;
  url: string;
} & ({ at: Date; date?: undefined } | { date: string; at?: undefined });

type Row = {
  kind: 'submission' | 'internal' | 'task';
  id: number;
  item_id: number;
  workspace_id: number;
  workspace_name: string;
  title: string;
  task_title: string | null;
  at: Date | null;
  date: string | null;
};

/**
 * Items in an open stage of the given workspaces: their notice's submission deadline, their
 * internal deadline, and the due dates of their checklist tasks not yet done.
 */
async function findRows(db: Queryable, workspaceIds: number[]): Promise<Row[]> {
  const { rows } = await db.query<Row>(
    `WITH items AS (
       SELECT i.id, i.workspace_id, w.name AS workspace_name, o.title,
              o.tender_deadline_date, i.internal_deadline
         FROM pipeline_items i
         JOIN pipeline_stages s ON s.id = i.stage_id AND s.kind = 'open'
         JOIN workspaces w ON w.id = i.workspace_id
         JOIN opportunities o ON o.id = i.opportunity_id
        WHERE i.workspace_id = ANY($1::bigint[]))
     SELECT 'submission' AS kind, id::int, id::int AS item_id, workspace_id::int, workspace_name,
            title, NULL AS task_title, tender_deadline_date AS at, NULL AS date
       FROM items WHERE tender_deadline_date IS NOT NULL
     UNION ALL
     SELECT 'internal', id::int, id::int, workspace_id::int, workspace_name, title, NULL, NULL,
            to_char(internal_deadline, 'YYYY-MM-DD')
       FROM items WHERE internal_deadline IS NOT NULL
     UNION ALL
     SELECT 'task', t.id::int, items.id::int, workspace_id::int, workspace_name, items.title,
            t.title, NULL, to_char(t.due_date, 'YYYY-MM-DD')
       FROM items JOIN pipeline_tasks t ON t.item_id = items.id
      WHERE t.due_date IS NOT NULL AND NOT t.is_done`,
    [workspaceIds],
  );
  return rows;
}

const LABELS = { submission: 'Submission deadline', internal: 'Internal deadline', task: 'Task' };

/** The pipeline's deadlines and tasks for the user's calendar feed (ADR 0204). */
export async function listPipelineCalendarEntries(
  db: Queryable,
  userId: number,
  publicBaseUrl: string,
): Promise<PipelineCalendarEntry[]> {
  const workspaceIds = await listUsableWorkspaceIds(db, userId);
  if (workspaceIds.length === 0) return [];
  return (await findRows(db, workspaceIds)).map((row) => {
    const title = row.title || 'Untitled opportunity';
    const url = buildPublicLink(publicBaseUrl, pipelineItemPath(row.workspace_id, row.item_id));
    const what = row.kind === 'task' ? `${LABELS.task}: ${row.task_title}` : LABELS[row.kind];
    const common = {
      uid: `pipeline-${row.kind}-${row.id}@wac`,
      summary: `${what} (${title})`,
      description: [
        `${what} for "${title}" in the pipeline of "${row.workspace_name}".`,
        `On WAC: ${url}`,
      ].join('\n'),
      url,
    };
    return row.at ? { ...common, at: row.at } : { ...common, date: row.date! };
  });
}
