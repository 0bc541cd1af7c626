import type { SaveWorkspaceCompanyRequest, WorkspaceCompany } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/pool';
import type { AuthUser } from '../auth/auth-context';
import { requireWorkspaceAction } from './workspace-access';

/** The company a workspace bids as (ADR 0177); read by award matching and the estimator. */
export async function getWorkspaceCompany(
  db: Queryable,
  workspaceId: number,
): Promise<WorkspaceCompany> {
  const { rows } = await db.query<WorkspaceCompany>(
    `SELECT company_name, companies_house_number, cpv_divisions, nuts_regions, company_size
       FROM workspaces WHERE id = $1`,
    [workspaceId],
  );
  return rows[0] ?? EMPTY_COMPANY;
}

const EMPTY_COMPANY: WorkspaceCompany = {
  company_name: null,
  companies_house_number: null,
  cpv_divisions: [],
  nuts_regions: [],
  company_size: null,
};

/** Saves the whole profile (owners and admins: `workspace.settings`). */
export async function saveWorkspaceCompany(
  deps: Pick<AppDeps, 'db'>,
  user: AuthUser,
  workspaceId: number,
  company: SaveWorkspaceCompanyRequest,
) {
  const membership = await requireWorkspaceAction(
    deps.db,
    workspaceId,
    user.id,
    'workspace.settings',
  );
  await deps.db.query(
    `UPDATE workspaces SET company_name = $2, companies_house_number = $3, cpv_divisions = $4,
            nuts_regions = $5, company_size = $6
      WHERE id = $1`,
    [
      workspaceId,
      company.company_name ?? null,
      company.companies_house_number,
      company.cpv_divisions,
      company.nuts_regions,
      company.company_size,
    ],
  );
  return membership;
}
