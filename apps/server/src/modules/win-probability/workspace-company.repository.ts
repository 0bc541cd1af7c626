import type { Queryable } from '../../db/pool';
import type { WorkspaceCompany } from './company-record.repository';

/** The company the workspace's profile names (ADR 0177's columns on `workspaces`). */
export async function findWorkspaceCompany(
  db: Queryable,
  workspaceId: number,
): Promise<WorkspaceCompany> {
  const { rows } = await db.query<WorkspaceCompany>(
    'SELECT company_name, companies_house_number FROM workspaces WHERE id = $1',
    [workspaceId],
  );
  return rows[0] ?? { company_name: null, companies_house_number: null };
}
