import {
  PIPELINE_PAGE_SIZE,
  type PipelineItem,
  type pipelineItemsQuerySchema,
  type UpdatePipelineItemRequest,
} from '@wac/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { withTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { recordAudit } from '../audit-log';
import { fieldError, ITEM_NOT_FOUND, type ItemIds, requireWorkTaker } from './item-access';
import { lockStoredItem, recordItemChange } from './items.audit';
import {
  deleteItem,
  findItem,
  findItemByOpportunity,
  findOpportunityId,
  insertItem,
  listItems,
  updateItem,
} from './items.repository';
import { seedChecklist } from './seed-checklist';
import { findStage, listStages } from './stages.repository';
import { openPipeline } from './stages.service';

type Deps = Pick<AppDeps, 'db'>;

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
  await openPipeline(deps.db, user, id, 'pipeline.read');
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
  await openPipeline(deps.db, user, ids.id, 'pipeline.read');
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
  return withTransaction(deps.db, async (client) => {
    await openPipeline(client, user, id, 'pipeline.write');
    const opportunityId = await findOpportunityId(client, body.wac_id);
    if (!opportunityId) throw fieldError('wac_id', 'There is no opportunity with this id.');
    const stageId = body.stage_id ?? (await listStages(client, id))[0]?.id;
    const stage = stageId ? await findStage(client, id, stageId) : null;
    if (!stageId || !stage) throw fieldError('stage_id', 'Choose a stage of this pipeline.');
    const itemId = await insertItem(client, {
      workspaceId: id,
      opportunityId,
      stageId,
      userId: user.id,
    });
    if (!itemId) {
      const existing = await findItemByOpportunity(client, id, opportunityId);
      if (existing) throw new PipelineItemExistsError(existing);
      // Removed again between the insert and this read: say so plainly.
      throw new AppError('CONFLICT', 'This opportunity is already in the pipeline.');
    }
    await seedChecklist(client, itemId, user.id);
    await recordAudit(client, {
      workspaceId: id,
      actorId: user.id,
      action: 'item.added',
      itemId,
      subject: body.wac_id,
      after: { stage_id: stageId, stage: stage.name, owner_user_id: user.id },
    });
    return (await findItem(client, id, itemId)) as PipelineItem;
  });
}

/** Saves changes made to `version`; an older version is a 409 with the current item. */
export async function changeItem(
  deps: Deps,
  user: AuthUser,
  ids: ItemIds,
  changes: UpdatePipelineItemRequest,
) {
  const saved = await withTransaction(deps.db, async (client) => {
    await openPipeline(client, user, ids.id, 'pipeline.write');
    const stage =
      changes.stage_id === undefined ? null : await findStage(client, ids.id, changes.stage_id);
    if (changes.stage_id !== undefined && !stage) {
      throw fieldError('stage_id', 'Choose a stage of this pipeline.');
    }
    const before = await lockStoredItem(client, ids.id, ids.itemId);
    if (!before) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    const current = before.owner_user_id as number | null;
    await requireWorkTaker(client, ids.id, 'owner_user_id', changes.owner_user_id, current);
    const entry = { workspaceId: ids.id, itemId: ids.itemId, userId: user.id };
    if (!(await updateItem(client, entry, changes))) return null;
    await recordItemChange(
      client,
      { workspaceId: ids.id, itemId: ids.itemId, actorId: user.id },
      before,
      stage ? { ...changes, stage: stage.name } : changes,
    );
    return findItem(client, ids.id, ids.itemId);
  });
  if (saved) return saved;
  const current = await findItem(deps.db, ids.id, ids.itemId);
  if (!current) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  throw new PipelineConflictError(current);
}

export async function removeItem(deps: Deps, user: AuthUser, ids: ItemIds) {
  await withTransaction(deps.db, async (client) => {
    await openPipeline(client, user, ids.id, 'pipeline.write');
    const before = await lockStoredItem(client, ids.id, ids.itemId);
    if (!before || !(await deleteItem(client, ids.id, ids.itemId))) {
      throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    }
    const { wac_id, ...fields } = before;
    await recordAudit(client, {
      workspaceId: ids.id,
      actorId: user.id,
      action: 'item.removed',
      itemId: ids.itemId,
      subject: wac_id,
      before: fields,
    });
  });
}
