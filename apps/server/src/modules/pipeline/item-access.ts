import { mayTakePipelineWork, type WorkspaceAction } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { requireWorkspaceAction } from '../workspaces';
import { findMemberRole } from './items.repository';

export type ItemIds = { id: number; itemId: number };

/** The few facts of an item its notes, tasks and changes need. */
export type ItemFacts = {
  id: number;
  workspace_id: number;
  opportunity_id: number;
  owner_user_id: number | null;
  wac_id: string;
  title: string;
  stage_kind: string;
  created_at: Date;
};

export const ITEM_NOT_FOUND = 'This item is not in the pipeline.';

export async function findItemFacts(db: Queryable, ids: ItemIds): Promise<ItemFacts | null> {
  const { rows } = await db.query<ItemFacts>(
    `SELECT i.id::int AS id, i.workspace_id::int AS workspace_id,
            i.opportunity_id::int AS opportunity_id, i.owner_user_id::int AS owner_user_id,
            o.wac_id, o.title, s.kind AS stage_kind, i.created_at
       FROM pipeline_items i
       JOIN opportunities o ON o.id = i.opportunity_id
       JOIN pipeline_stages s ON s.id = i.stage_id
      WHERE i.workspace_id = $1 AND i.id = $2`,
    [ids.id, ids.itemId],
  );
  return rows[0] ?? null;
}

/**
 * The item, when the caller may do `action` in its workspace (the one permission table): 404
 * for a non-member or an item of another workspace, 403 for a role without the action.
 */
export async function openItem(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
  ids: ItemIds,
  action: WorkspaceAction,
): Promise<ItemFacts & { workspace_name: string }> {
  const membership = await requireWorkspaceAction(deps.db, ids.id, user.id, action);
  const item = await findItemFacts(deps.db, ids);
  if (!item) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
  return { ...item, workspace_name: membership.name };
}

export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { fieldErrors: { [field]: [message] } });

const WORK_FIELDS = { owner_user_id: 'owner', assignee_user_id: 'assignee' } as const;

/**
 * Refuses work (an item's owner, a task's assignee) given to someone who may not take it: a
 * non-member, or a role `mayTakePipelineWork` does not allow (ADR 0376). Whoever holds it now
 * (`current`) keeps it, so saving an item's other fields never fails on its owner.
 */
export async function requireWorkTaker(
  db: Queryable,
  workspaceId: number,
  field: keyof typeof WORK_FIELDS,
  userId: number | null | undefined,
  current: number | null = null,
) {
  if (userId == null || userId === current) return;
  const who = WORK_FIELDS[field];
  const role = await findMemberRole(db, workspaceId, userId);
  if (!role) throw fieldError(field, `The ${who} must be a member of this workspace.`);
  if (!mayTakePipelineWork(role)) {
    throw fieldError(
      field,
      `A ${role} cannot be the ${who}: choose someone who works on the pipeline.`,
    );
  }
}
