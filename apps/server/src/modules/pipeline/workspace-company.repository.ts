import type { Queryable } from '../../db/pool';
import type { WorkspaceCompany } from './award-match';

/** The company the workspace bids as, from its profile (migration 0321, ADR 0177). */
export async function findWorkspaceCompany(
  db: Queryable,
  workspaceId: number,
): Promise<WorkspaceCompany | null> {
  const { rows } = await db.query<WorkspaceCompany>(
    'SELECT company_name AS name, companies_house_number FROM workspaces WHERE id = $1',
    [workspaceId],
  );
  return rows[0] ?? null;
}
