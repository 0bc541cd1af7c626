import type { SearchFrameworkFilter } from '@wac/contract';

// The roles the frameworks module derives from each opportunity's notices (ADR 0227, 0228). The
// values are fixed words, never the caller's text, so they are written into the SQL.
const ROLES: Record<Exclude<SearchFrameworkFilter, 'no_call_offs'>, string> = {
  frameworks: `'framework', 'dynamic_market'`,
  call_offs: `'call_off'`,
};

/**
 * The framework filter's condition, shaped for the plan that is fast at 100k rows (ADR 0228):
 * - no call-offs: an anti-join on the role table's key;
 * - frameworks or call-offs with a keyword: one probe of the role table per keyword candidate (a
 *   scalar subquery, which the planner cannot turn round: as a semi-join it drove the search
 *   from the role table and read each row's out-of-line tsvector, 600 ms);
 * - without a keyword: a semi-join on the role index (a probe per row would read every row).
 */
export function frameworkConditions(
  alias: string,
  filter: SearchFrameworkFilter | undefined,
  hasKeyword: boolean,
): string[] {
  if (!filter) return [];
  if (filter === 'no_call_offs') {
    return [
      `NOT EXISTS (SELECT 1 FROM opportunity_procurement_roles r
                    WHERE r.opportunity_id = ${alias}.opportunity_id AND r.role = 'call_off')`,
    ];
  }
  if (hasKeyword) {
    return [
      `(SELECT r.role FROM opportunity_procurement_roles r
         WHERE r.opportunity_id = ${alias}.opportunity_id) IN (${ROLES[filter]})`,
    ];
  }
  return [
    `${alias}.opportunity_id IN (SELECT r.opportunity_id FROM opportunity_procurement_roles r
                                  WHERE r.role IN (${ROLES[filter]}))`,
  ];
}
