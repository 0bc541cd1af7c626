import {
  PIPELINE_PAGE_SIZE,
  type PipelineItem,
  type pipelineItemsQuerySchema,
  type UpdatePipelineItemRequest,
} from '@wac/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import {
  deleteItem,
  findItem,
  findItemByOpportunity,
  findOpportunityId,
  insertItem,
  isMember,
  listItems,
  updateItem,
} from './items.repository';
import { seedChecklist } from './seed-checklist';
import { findStage, listStages } from './stages.repository';
import { openPipeline } from './stages.service';

type Deps = Pick<AppDeps, 'db'>;
type ItemIds = { id: number; itemId: number };

const ITEM_NOT_FOUND = 'This item is not in the pipeline.';

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fieldErrors: { [field]: [message] } });

/** A stale save: the 409 carries the item as it now is (ADR 0176). */
export class PipelineConflictError extends AppError {
  constructor(readonly current: PipelineItem) {
    super(
      'CONFLICT',
      'Someone else saved this item since you opened it. Check their changes and save again.',
    );
  }
}

/** Adding an opportunity twice: the 409 carries the item already there, for the UI to link to. */
export class PipelineItemExistsError extends AppError {
  constructor(readonly current: PipelineItem) {
    super('CONFLICT', 'This opportunity is already in the pipeline.');
  }
}

export async function getItems(
  deps: Deps,
  user: AuthUser,
  id: number,
  query: z.output<typeof pipelineItemsQuerySchema>,
) {
  await openPipeline(deps, user, id, 'pipeline.read');
  const page = query.page ?? 1;
  const { results, total } = await listItems(deps.db, id, {
    stage: query.stage,
    owner: query.owner,
    buyer: query.buyer,
    deadlineTo: query.deadline_to,
    valueFrom: query.value_from,
    sort: query.sort ?? 'updated',
    limit: PIPELINE_PAGE_SIZE,
    offset: (page - 1) * PIPELINE_PAGE_SIZE,
  });
  return { results, total, page, page_size: PIPELINE_PAGE_SIZE };
}

export async function getItem(deps: Deps, user: AuthUser, ids: ItemIds) {
  await openPipeline(deps, user, ids.id, 'pipeline.read');
  const item = await findItem(deps.db, ids.id, ids.itemId);
  if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return item;
}

/** Adds an opportunity (by its WAC id) to the pipeline, in the first stage unless told, owned by the adder. */
export async function addItem(
  deps: Deps,
  user: AuthUser,
  id: number,
  body: { wac_id: string; stage_id?: number },
) {
  await openPipeline(deps, user, id, 'pipeline.write');
  const opportunityId = await findOpportunityId(deps.db, body.wac_id);
  if (!opportunityId) throw fieldError('wac_id', 'There is no opportunity with this id.');
  const stageId = body.stage_id ?? (await listStages(deps.db, id))[0]?.id;
  if (!stageId || !(await findStage(deps.db, id, stageId))) {
    throw fieldError('stage_id', 'Choose a stage of this pipeline.');
  }
  const itemId = await insertItem(deps.db, {
    workspaceId: id,
    opportunityId,
    stageId,
    userId: user.id,
  });
  if (!itemId) {
    const existing = await findItemByOpportunity(deps.db, id, opportunityId);
    if (existing) throw new PipelineItemExistsError(existing);
    // Removed again between the insert and this read: say so plainly.
    throw new AppError('CONFLICT', 'This opportunity is already in the pipeline.');
  }
  await seedChecklist(deps.db, itemId, user.id);
  return (await findItem(deps.db, id, itemId)) as PipelineItem;
}

/** Saves changes made to `version`; an older version is a 409 with the current item. */
export async function changeItem(
  deps: Deps,
  user: AuthUser,
  ids: ItemIds,
  changes: UpdatePipelineItemRequest,
) {
  await openPipeline(deps, user, ids.id, 'pipeline.write');
  if (changes.stage_id !== undefined && !(await findStage(deps.db, ids.id, changes.stage_id))) {
    throw fieldError('stage_id', 'Choose a stage of this pipeline.');
  }
  const owner = changes.owner_user_id;
  if (owner != null && !(await isMember(deps.db, ids.id, owner))) {
    throw fieldError('owner_user_id', 'The owner must be a member of this workspace.');
  }
  const saved = await updateItem(
    deps.db,
    { workspaceId: ids.id, itemId: ids.itemId, userId: user.id },
    changes,
  );
  const current = await findItem(deps.db, ids.id, ids.itemId);
  if (!current) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  if (!saved) throw new PipelineConflictError(current);
  return current;
}

export async function removeItem(deps: Deps, user: AuthUser, ids: ItemIds) {
  await openPipeline(deps, user, ids.id, 'pipeline.write');
  if (!(await deleteItem(deps.db, ids.id, ids.itemId)))
    throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
}
