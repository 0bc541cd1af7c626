import {
  PIPELINE_MAX_STAGES,
  type PipelineStage,
  type PipelineStageKind,
  type WorkspaceAction,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { recordAudit } from '../audit-log';
import { requireWorkspaceAction } from '../workspaces';
import {
  ensureDefaultStages,
  findStage,
  insertStage,
  listStages,
  renameStage,
  reorderStages,
} from './stages.repository';

type Deps = Pick<AppDeps, 'db'>;

/** The caller may do `action` in the workspace, whose pipeline then has its stages. */
export async function openPipeline(
  db: Queryable,
  user: AuthUser,
  id: number,
  action: WorkspaceAction,
) {
  const membership = await requireWorkspaceAction(db, id, user.id, action);
  await ensureDefaultStages(db, id);
  return membership;
}

export async function getStages(deps: Deps, user: AuthUser, id: number) {
  await openPipeline(deps.db, user, id, 'pipeline.read');
  return { results: await listStages(deps.db, id) };
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `There is already a stage called "${name}".`, {
    fieldErrors: { name: [`There is already a stage called "${name}".`] },
  });

export async function addStage(
  deps: Deps,
  user: AuthUser,
  id: number,
  stage: { name: string; kind: PipelineStageKind },
): Promise<PipelineStage> {
  return withTransaction(deps.db, async (client) => {
    await openPipeline(client, user, id, 'pipeline.configure_stages');
    if ((await listStages(client, id)).length >= PIPELINE_MAX_STAGES) {
      throw new AppError('BAD_REQUEST', `A pipeline has at most ${PIPELINE_MAX_STAGES} stages.`);
    }
    const added = await insertStage(client, id, stage);
    if (!added) throw nameTaken(stage.name);
    await recordAudit(client, {
      workspaceId: id,
      actorId: user.id,
      action: 'stage.added',
      subject: added.name,
      after: { name: added.name, kind: added.kind, position: added.position },
    });
    return added;
  });
}

export async function renamePipelineStage(
  deps: Deps,
  user: AuthUser,
  ids: { id: number; stageId: number },
  name: string,
): Promise<PipelineStage> {
  return withTransaction(deps.db, async (client) => {
    await openPipeline(client, user, ids.id, 'pipeline.configure_stages');
    const before = await findStage(client, ids.id, ids.stageId);
    if (!before) throw new AppError('NOT_FOUND', 'Stage not found.');
    const renamed = await renameStage(client, ids.id, ids.stageId, name);
    if (!renamed) throw nameTaken(name);
    if (before.name !== renamed.name) {
      await recordAudit(client, {
        workspaceId: ids.id,
        actorId: user.id,
        action: 'stage.renamed',
        subject: renamed.name,
        before: { name: before.name },
        after: { name: renamed.name },
      });
    }
    return renamed;
  });
}

/** Reorders the stages: the list must name every stage of the workspace once. */
export async function reorderPipelineStages(deps: Deps, user: AuthUser, id: number, ids: number[]) {
  return withTransaction(deps.db, async (client) => {
    await openPipeline(client, user, id, 'pipeline.configure_stages');
    const stages = await listStages(client, id);
    checkEveryStageOnce(
      stages.map((stage) => stage.id),
      ids,
    );
    await reorderStages(client, id, ids);
    const results = await listStages(client, id);
    const order = (list: { name: string }[]) => list.map((stage) => stage.name);
    if (order(stages).join('\n') !== order(results).join('\n')) {
      await recordAudit(client, {
        workspaceId: id,
        actorId: user.id,
        action: 'stage.reordered',
        before: { order: order(stages) },
        after: { order: order(results) },
      });
    }
    return { results };
  });
}

function checkEveryStageOnce(current: number[], ids: number[]) {
  const given = new Set(ids);
  if (
    given.size !== ids.length ||
    ids.length !== current.length ||
    !current.every((s) => given.has(s))
  ) {
    const message = 'List every stage of this pipeline once, in the new order.';
    throw new AppError('VALIDATION_ERROR', message, { fieldErrors: { stage_ids: [message] } });
  }
}
