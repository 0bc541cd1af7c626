import type { Queryable } from '../../db/pool';
import { tierHasWorkspace } from './workspace-access';
import { listMemberships } from './workspaces.repository';

/**
 * The workspaces a user belongs to whose plan still includes workspaces (the same rule
 * `requireWorkspaceAction` applies): what a feed built without a request, such as the calendar,
 * may read on the user's behalf.
 */
export async function listUsableWorkspaceIds(db: Queryable, userId: number): Promise<number[]> {
  const memberships = await listMemberships(db, userId);
  return memberships.filter((m) => tierHasWorkspace(m.tier)).map((m) => m.id);
}
