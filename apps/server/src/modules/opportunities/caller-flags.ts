import type { PipelinePlacement } from '@wac/contract';
import type { Queryable } from '../../db/pool';

/** What the signed-in caller has done with some opportunities (internal ids as text). */
export type CallerFlags = {
  favourites: ReadonlySet<string>;
  placements: ReadonlyMap<string, PipelinePlacement[]>;
};

export const NO_CALLER_FLAGS: CallerFlags = { favourites: new Set(), placements: new Map() };

/**
 * Which of the opportunities the caller keeps as favourites and which pipelines of their
 * workspaces hold (with the stage), in one query for a whole page: a search card and the detail
 * page link to the item instead of offering to add it again. Membership decides, as every
 * pipeline route does (`pipeline.read` is every role's); a workspace whose plan lapsed is left
 * to the web, which lists only the workspaces the caller can open.
 */
export async function readCallerFlags(
  db: Queryable,
  userId: number | null,
  opportunityIds: readonly (string | number)[],
): Promise<CallerFlags> {
  if (userId === null || opportunityIds.length === 0) return NO_CALLER_FLAGS;
  const { rows } = await db.query<{
    id: string;
    is_favourited: boolean;
    pipeline_items: PipelinePlacement[] | null;
  }>(
    `SELECT x.id::text AS id,
            EXISTS (SELECT 1 FROM favourites f
                     WHERE f.user_id = $1 AND f.opportunity_id = x.id) AS is_favourited,
            (SELECT jsonb_agg(jsonb_build_object('workspace_id', i.workspace_id,
                                                 'item_id', i.id, 'stage', s.name)
                              ORDER BY i.workspace_id)
               FROM pipeline_items i
               JOIN workspace_members m ON m.workspace_id = i.workspace_id AND m.user_id = $1
               JOIN pipeline_stages s ON s.id = i.stage_id
              WHERE i.opportunity_id = x.id) AS pipeline_items
       FROM unnest($2::bigint[]) AS x(id)`,
    [userId, opportunityIds],
  );
  const favourites = new Set<string>();
  const placements = new Map<string, PipelinePlacement[]>();
  for (const row of rows) {
    if (row.is_favourited) favourites.add(row.id);
    if (row.pipeline_items) placements.set(row.id, row.pipeline_items);
  }
  return { favourites, placements };
}
