import {
  PIPELINE_MAX_STAGES,
  type PipelineStage,
  type PipelineStageKind,
  type WorkspaceAction,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
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
  deps: Deps,
  user: AuthUser,
  id: number,
  action: WorkspaceAction,
) {
  await requireWorkspaceAction(deps.db, id, user.id, action);
  await ensureDefaultStages(deps.db, id);
}

export async function getStages(deps: Deps, user: AuthUser, id: number) {
  await openPipeline(deps, user, id, 'pipeline.read');
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
  await openPipeline(deps, user, id, 'pipeline.configure_stages');
  if ((await listStages(deps.db, id)).length >= PIPELINE_MAX_STAGES) {
    throw new AppError('BAD_REQUEST', `A pipeline has at most ${PIPELINE_MAX_STAGES} stages.`);
  }
  const added = await insertStage(deps.db, id, stage);
  if (!added) throw nameTaken(stage.name);
  return added;
}

export async function renamePipelineStage(
  deps: Deps,
  user: AuthUser,
  ids: { id: number; stageId: number },
  name: string,
): Promise<PipelineStage> {
  await openPipeline(deps, user, ids.id, 'pipeline.configure_stages');
  if (!(await findStage(deps.db, ids.id, ids.stageId))) {
    throw new AppError('NOT_FOUND', 'Stage not found.');
  }
  const renamed = await renameStage(deps.db, ids.id, ids.stageId, name);
  if (!renamed) throw nameTaken(name);
  return renamed;
}

/** Reorders the stages: the list must name every stage of the workspace once. */
export async function reorderPipelineStages(deps: Deps, user: AuthUser, id: number, ids: number[]) {
  await openPipeline(deps, user, id, 'pipeline.configure_stages');
  const current = (await listStages(deps.db, id)).map((stage) => stage.id);
  const given = new Set(ids);
  if (
    given.size !== ids.length ||
    ids.length !== current.length ||
    !current.every((s) => given.has(s))
  ) {
    const message = 'List every stage of this pipeline once, in the new order.';
    throw new AppError('VALIDATION_ERROR', message, { fieldErrors: { stage_ids: [message] } });
  }
  await reorderStages(deps.db, id, ids);
  return { results: await listStages(deps.db, id) };
}
