import type { SaveWorkspaceCompanyRequest, WorkspaceCompany } from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { type Queryable, withTransaction } from '../../db/pool';
import type { AuthUser } from '../../http/auth-context';
import { changedFields, recordAudit } from '../audit-log';
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
  return withTransaction(deps.db, async (client) => {
    const membership = await requireWorkspaceAction(
      client,
      workspaceId,
      user.id,
      'workspace.settings',
      { lock: true },
    );
    const before = await getWorkspaceCompany(client, workspaceId);
    const after: WorkspaceCompany = {
      company_name: company.company_name ?? null,
      companies_house_number: company.companies_house_number,
      cpv_divisions: company.cpv_divisions,
      nuts_regions: company.nuts_regions,
      company_size: company.company_size,
    };
    await client.query(
      `UPDATE workspaces SET company_name = $2, companies_house_number = $3, cpv_divisions = $4,
              nuts_regions = $5, company_size = $6
        WHERE id = $1`,
      [
        workspaceId,
        after.company_name,
        after.companies_house_number,
        after.cpv_divisions,
        after.nuts_regions,
        after.company_size,
      ],
    );
    // The audit log (ADR 0205): the fields this save changed, in its transaction.
    const diff = changedFields(before, after);
    if (diff) {
      await recordAudit(client, {
        workspaceId,
        actorId: user.id,
        action: 'workspace.company_changed',
        ...diff,
      });
    }
    return membership;
  });
}
