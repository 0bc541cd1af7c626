/**
 * The one definition of who watches what (ADR 0233), as SQL: (user_id, opportunity_id, since,
 * reasons) for the user's own watches, favourites and pipeline items the user owns, less those
 * the user stopped watching. `userFilter` narrows it to one user (`= $1`) or none (`IS NOT NULL`).
 */
export function watchedProcurementsSql(userFilter: string): string {
  return `(SELECT c.user_id, c.opportunity_id, min(c.since) AS since,
                  array_agg(DISTINCT c.reason ORDER BY c.reason DESC) AS reasons
             FROM (SELECT w.user_id, w.opportunity_id, w.created_at AS since, 'watch' AS reason
                     FROM procurement_watches w WHERE w.is_watching AND w.user_id ${userFilter}
                   UNION ALL
                   SELECT f.user_id, f.opportunity_id, f.created_at, 'favourite'
                     FROM favourites f WHERE f.user_id ${userFilter}
                   UNION ALL
                   SELECT i.owner_user_id, i.opportunity_id, i.created_at, 'pipeline'
                     FROM pipeline_items i WHERE i.owner_user_id ${userFilter}) c
            WHERE NOT EXISTS (SELECT 1 FROM procurement_watches s
                               WHERE s.user_id = c.user_id AND s.opportunity_id = c.opportunity_id
                                 AND NOT s.is_watching)
            GROUP BY c.user_id, c.opportunity_id)`;
}
