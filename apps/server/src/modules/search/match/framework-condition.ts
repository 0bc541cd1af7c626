import type { SearchFrameworkFilter } from '@wac/contract';

// The roles the frameworks module derives from each opportunity's notices (ADR 0227, 0228). The
// values are fixed words, never the caller's text, so they are written into the SQL.
const ROLES: Record<Exclude<SearchFrameworkFilter, 'no_call_offs'>, string> = {
  frameworks: `'framework', 'dynamic_market'`,
  call_offs: `'call_off'`,
};

/**
 * The framework filter's condition: a semi-join on the narrow role table (frameworks and call-offs
 * are the few) or, to leave call-offs out, an anti-join on its index.
 */
export function frameworkConditions(alias: string, filter?: SearchFrameworkFilter): string[] {
  if (!filter) return [];
  if (filter === 'no_call_offs') {
    return [
      `NOT EXISTS (SELECT 1 FROM opportunity_procurement_roles r
                    WHERE r.opportunity_id = ${alias}.opportunity_id AND r.role = 'call_off')`,
    ];
  }
  return [
    `${alias}.opportunity_id IN (SELECT r.opportunity_id FROM opportunity_procurement_roles r
                                  WHERE r.role IN (${ROLES[filter]}))`,
  ];
}
