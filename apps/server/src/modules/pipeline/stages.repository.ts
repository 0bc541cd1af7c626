import { DEFAULT_PIPELINE_STAGES, type PipelineStage } from '@wac/contract';
import type { Queryable } from '../../db/pool';

const STAGE_COLUMNS = 'id::int AS id, name, position, kind';

/**
 * Gives a workspace the default stages the first time its pipeline is used (ADR 0176). Two
 * first calls at once are safe: the unique name index turns the second insert into nothing.
 */
export async function ensureDefaultStages(db: Queryable, workspaceId: number): Promise<void> {
  await db.query(
    `INSERT INTO pipeline_stages (workspace_id, name, position, kind)
     SELECT $1, d.name, d.position, d.kind
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS d(name, kind, position)
      WHERE NOT EXISTS (SELECT 1 FROM pipeline_stages WHERE workspace_id = $1)
     ON CONFLICT DO NOTHING`,
    [
      workspaceId,
      DEFAULT_PIPELINE_STAGES.map((stage) => stage.name),
      DEFAULT_PIPELINE_STAGES.map((stage) => stage.kind),
    ],
  );
}

export async function listStages(db: Queryable, workspaceId: number): Promise<PipelineStage[]> {
  const { rows } = await db.query<PipelineStage>(
    `SELECT ${STAGE_COLUMNS} FROM pipeline_stages WHERE workspace_id = $1 ORDER BY position, id`,
    [workspaceId],
  );
  return rows;
}

export async function findStage(db: Queryable, workspaceId: number, stageId: number) {
  const { rows } = await db.query<PipelineStage>(
    `SELECT ${STAGE_COLUMNS} FROM pipeline_stages WHERE workspace_id = $1 AND id = $2`,
    [workspaceId, stageId],
  );
  return rows[0] ?? null;
}

export async function insertStage(
  db: Queryable,
  workspaceId: number,
  stage: Pick<PipelineStage, 'name' | 'kind'>,
): Promise<PipelineStage | null> {
  const { rows } = await db.query<PipelineStage>(
    `INSERT INTO pipeline_stages (workspace_id, name, kind, position)
     SELECT $1, $2, $3, COALESCE(max(position), 0) + 1 FROM pipeline_stages WHERE workspace_id = $1
     ON CONFLICT DO NOTHING RETURNING ${STAGE_COLUMNS}`,
    [workspaceId, stage.name, stage.kind],
  );
  return rows[0] ?? null;
}

/** Renames a stage; null when another stage of the workspace has the name already. */
export async function renameStage(db: Queryable, workspaceId: number, id: number, name: string) {
  const { rows } = await db.query<PipelineStage>(
    `UPDATE pipeline_stages SET name = $3 WHERE workspace_id = $1 AND id = $2
        AND NOT EXISTS (SELECT 1 FROM pipeline_stages s WHERE s.workspace_id = $1
                          AND s.id <> $2 AND lower(s.name) = lower($3))
     RETURNING ${STAGE_COLUMNS}`,
    [workspaceId, id, name],
  );
  return rows[0] ?? null;
}

/** Sets positions 1..n in the order given (the caller checked the ids are exactly the stages). */
export async function reorderStages(db: Queryable, workspaceId: number, ids: number[]) {
  await db.query(
    `UPDATE pipeline_stages s SET position = o.position
       FROM unnest($2::bigint[]) WITH ORDINALITY AS o(id, position)
      WHERE s.workspace_id = $1 AND s.id = o.id`,
    [workspaceId, ids],
  );
}
