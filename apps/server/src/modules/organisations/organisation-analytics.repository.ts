import type { OrganisationAnalytics, OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { analyticsSql } from './organisation-analytics.sql';

/** How many rows each list of a profile holds (top CPV, counterparties, recent, ending soon). */
export const PROFILE_LIST_LENGTH = 8;

/** Every analytics figure of an organisation in one role (`memberIds`: it and its merges). */
export async function findOrganisationAnalytics(
  db: Queryable,
  role: OrganisationRole,
  memberIds: number[],
): Promise<OrganisationAnalytics> {
  const { rows } = await db.query<OrganisationAnalytics>(analyticsSql(role), [
    memberIds,
    PROFILE_LIST_LENGTH,
  ]);
  return rows[0]!;
}
