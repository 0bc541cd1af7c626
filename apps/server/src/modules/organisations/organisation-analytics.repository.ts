import type { OrganisationAnalytics, OrganisationRole } from '@wac/contract';
import type { Queryable } from '../../db/pool';
import { analyticsSql, FIGURES_CHANGE_AT } from './organisation-analytics.sql';

/** How many rows each list of a profile holds (top CPV, counterparties, recent, ending soon). */
export const PROFILE_LIST_LENGTH = 8;

/** The longest a kept answer is used (the pruning of change rows relies on it, ADR 0103). */
const KEPT_AT_MOST = `interval '1 day'`;

/**
 * A kept answer that still holds (ADR 0103): computed for the same member set, not expired, and
 * every change logged for its organisations (or for all, organisation 0) was visible in the
 * snapshot it was computed from.
 */
const KEPT_SQL = `SELECT c.figures FROM organisation_profile_cache c
  WHERE c.organisation_id = $1 AND c.role = $2 AND c.member_ids = $3::bigint[]
    AND c.expires_at > now()
    AND NOT EXISTS (
      SELECT 1 FROM organisation_profile_changes x
       WHERE x.organisation_id = ANY ($3::bigint[] || 0::bigint)
         AND NOT pg_visible_in_snapshot(x.xid, c.snapshot))`;

/**
 * Computes the figures and keeps them in one statement, so the snapshot recorded is the one the
 * figures were read from. A concurrent computation that started later wins the row.
 */
function computeAndKeepSql(role: OrganisationRole): string {
  // $1 member ids and $2 list length are the analytics' own parameters.
  return `WITH figures AS (${analyticsSql(role)}),
  kept AS (
    INSERT INTO organisation_profile_cache AS c
      (organisation_id, role, member_ids, snapshot, figures, computed_at, expires_at)
    SELECT $3::bigint, $4::text, $1::bigint[], pg_current_snapshot(), to_jsonb(f) - '${FIGURES_CHANGE_AT}',
           statement_timestamp(),
           LEAST(statement_timestamp() + ${KEPT_AT_MOST}, f.${FIGURES_CHANGE_AT})
      FROM figures f
    ON CONFLICT (organisation_id, role) DO UPDATE
      SET member_ids = EXCLUDED.member_ids, snapshot = EXCLUDED.snapshot,
          figures = EXCLUDED.figures, computed_at = EXCLUDED.computed_at,
          expires_at = EXCLUDED.expires_at
      WHERE c.computed_at <= EXCLUDED.computed_at)
  SELECT to_jsonb(f) - '${FIGURES_CHANGE_AT}' AS figures FROM figures f`;
}

/**
 * Every analytics figure of an organisation in one role (`memberIds`: it and its merges): the
 * kept answer while it holds, else computed from the awards and kept.
 */
export async function findOrganisationAnalytics(
  db: Queryable,
  role: OrganisationRole,
  organisationId: number,
  memberIds: number[],
): Promise<OrganisationAnalytics> {
  // In one order, so a kept row's member set compares equal to the same set read again.
  const members = [...memberIds].sort((a, b) => a - b);
  const kept = await db.query<{ figures: OrganisationAnalytics }>(KEPT_SQL, [
    organisationId,
    role,
    members,
  ]);
  if (kept.rows[0]) return kept.rows[0].figures;
  const { rows } = await db.query<{ figures: OrganisationAnalytics }>(computeAndKeepSql(role), [
    members,
    PROFILE_LIST_LENGTH,
    organisationId,
    role,
  ]);
  return rows[0]!.figures;
}

/**
 * Housekeeping for the hourly organisation job: forgets expired answers and change rows no kept
 * answer can depend on any more. A change is "settled" once every new snapshot sees it; a day
 * later every answer computed before it has expired (answers live at most a day), so it goes.
 */
export async function pruneProfileCache(db: Queryable): Promise<void> {
  await db.query(
    `DELETE FROM organisation_profile_changes WHERE settled_at < now() - ${KEPT_AT_MOST}`,
  );
  await db.query(
    `UPDATE organisation_profile_changes SET settled_at = now()
      WHERE settled_at IS NULL AND xid < pg_snapshot_xmin(pg_current_snapshot())`,
  );
  await db.query('DELETE FROM organisation_profile_cache WHERE expires_at <= now()');
}
