import {
  CLOSING_SOON_DAYS,
  LIFECYCLE,
  type Lifecycle,
  type OpportunityStatus,
} from '@wac/contract';
import { FACET_MASKS } from './search-facets';

/**
 * The status filter (issue 17, ADR 0070) as SQL over `opportunity_search`. It is the rule of
 * `deriveOpportunityStatus` (packages/contract/src/opportunity-status.ts) written for the search
 * copy: the clock-free lifecycle from the facet key (stage bits and the cancelled bit of migration
 * 0140), the clock as one bound instant compared with the deadline column. No per-row function,
 * so every part is an index condition: the facet bits, and the tendering rows' deadline index.
 *
 * The filter value `open` means "open for bids" and so includes `closing_soon` (a subset of
 * it); `closing_soon` alone is the last CLOSING_SOON_DAYS.
 */

/** Bit 30 of the facet key: the source cancelled the procurement (migration 0140). */
export const CANCELLED_BIT = 1 << 30;
/** The facet key bits the lifecycle is read from: cancelled and the stage group. */
export const LIFECYCLE_MASK = CANCELLED_BIT | FACET_MASKS.stage;
const PLANNING_BITS = 1 << 2;
const TENDER_BITS = 2 << 2;
const AWARD_BITS = 3 << 2;

/** The lifecycle a facet key encodes (the same as SQL `opportunity_lifecycle` of its row). */
export function lifecycleOfFacetKey(facetKey: number): Lifecycle {
  if ((facetKey & CANCELLED_BIT) !== 0) return LIFECYCLE.cancelled;
  const stage = facetKey & FACET_MASKS.stage;
  if (stage === PLANNING_BITS) return LIFECYCLE.planned;
  if (stage === AWARD_BITS) return LIFECYCLE.awarded;
  return LIFECYCLE.tendering;
}

/**
 * Where a tendering row stands against the clock: no deadline, deadline passed, within the
 * closing-soon window, or later. The clock-dependent statuses are unions of these.
 */
export type DeadlineClass = 'none' | 'past' | 'soon' | 'later';

const DEADLINE_CLASSES_OF: Partial<Record<OpportunityStatus, DeadlineClass[]>> = {
  open: ['none', 'soon', 'later'],
  closing_soon: ['soon'],
  closed: ['past'],
};

const LIFECYCLE_OF: Partial<Record<OpportunityStatus, Lifecycle>> = {
  planned: LIFECYCLE.planned,
  awarded: LIFECYCLE.awarded,
  cancelled: LIFECYCLE.cancelled,
};

/** A status filter split into its clock-free lifecycles and its tendering deadline classes. */
export type StatusSelection = { lifecycles: Lifecycle[]; deadlineClasses: DeadlineClass[] };

export function splitStatuses(statuses: readonly OpportunityStatus[]): StatusSelection {
  const lifecycles = new Set<Lifecycle>();
  const deadlineClasses = new Set<DeadlineClass>();
  for (const status of statuses) {
    const lifecycle = LIFECYCLE_OF[status];
    if (lifecycle) lifecycles.add(lifecycle);
    for (const deadlineClass of DEADLINE_CLASSES_OF[status] ?? [])
      deadlineClasses.add(deadlineClass);
  }
  return { lifecycles: [...lifecycles], deadlineClasses: [...deadlineClasses] };
}

/** Every deadline class: all tendering rows. */
export const ALL_DEADLINE_CLASSES: readonly DeadlineClass[] = ['none', 'past', 'soon', 'later'];

/** SQL: the row's lifecycle is one of these (literal numbers from this file, never input). */
function lifecycleCondition(key: string, lifecycle: Lifecycle): string {
  switch (lifecycle) {
    case LIFECYCLE.cancelled:
      return `(${key} & ${CANCELLED_BIT}) <> 0`;
    case LIFECYCLE.planned:
      return `(${key} & ${LIFECYCLE_MASK}) = ${PLANNING_BITS}`;
    case LIFECYCLE.awarded:
      return `(${key} & ${LIFECYCLE_MASK}) = ${AWARD_BITS}`;
    default:
      // Written exactly as the predicate of opportunity_search_tendering_deadline_idx (0140).
      return `(${key} & ${LIFECYCLE_MASK}) IN (0, ${TENDER_BITS})`;
  }
}

/**
 * SQL: the deadline falls in one of the classes, at the instant `bindNow` binds. A missing
 * deadline is read as 'infinity' (it never passes), the expression the tendering index of
 * migration 0140 is built on, so the classes lie in order on one axis, past, soon, later, none,
 * and neighbouring classes merge into one index range ("open" is deadline > now).
 */
function deadlineCondition(
  column: string,
  classes: readonly DeadlineClass[],
  bindNow: () => string,
) {
  const deadline = `coalesce(${column}, 'infinity'::timestamptz)`;
  const now = `${bindNow()}::timestamptz`;
  const soonEnd = `${now} + interval '${CLOSING_SOON_DAYS} days'`;
  const axis: DeadlineClass[] = ['past', 'soon', 'later', 'none'];
  const lowerBound = [null, `> ${now}`, `> ${soonEnd}`, `= 'infinity'::timestamptz`];
  const upperBound = [`<= ${now}`, `<= ${soonEnd}`, `< 'infinity'::timestamptz`, null];
  const parts: string[] = [];
  let start = -1;
  for (let index = 0; index <= axis.length; index += 1) {
    const isSelected = index < axis.length && classes.includes(axis[index]!);
    if (isSelected && start < 0) start = index;
    if (!isSelected && start >= 0) {
      const lower = lowerBound[start];
      const upper = upperBound[index - 1];
      const bounds = [lower, upper].flatMap((bound) => (bound ? [`${deadline} ${bound}`] : []));
      // Lower bound "= infinity" already pins the range; every class is no bound at all.
      parts.push(lower?.startsWith('=') ? bounds[0]! : bounds.join(' AND ') || 'TRUE');
      start = -1;
    }
  }
  if (parts.length === 0) return 'FALSE';
  return parts.length === 1 ? parts[0]! : `(${parts.join(' OR ')})`;
}

/**
 * SQL conditions (ANDed by the caller) for a status selection over `alias`, at the instant
 * `bindNow` binds (called only when a condition reads the clock). The
 * common shape, clock-dependent statuses only ("open for bids"), is two plain conditions, the
 * tendering test and the deadline range, which the planner matches to the tendering index.
 */
export function statusConditions(
  alias: string,
  selection: StatusSelection,
  bindNow: () => string,
): string[] {
  const key = `${alias}.facet_key`;
  const { lifecycles, deadlineClasses } = selection;
  const clockFree = lifecycles.map((lifecycle) => lifecycleCondition(key, lifecycle));
  if (deadlineClasses.length === 0) {
    return clockFree.length === 0 ? [] : [`(${clockFree.join(' OR ')})`];
  }
  const tendering = lifecycleCondition(key, LIFECYCLE.tendering);
  const isEveryClass = ALL_DEADLINE_CLASSES.every((item) => deadlineClasses.includes(item));
  const tenderingPart = isEveryClass
    ? [tendering]
    : [tendering, deadlineCondition(`${alias}.tender_deadline_date`, deadlineClasses, bindNow)];
  if (clockFree.length === 0) return tenderingPart;
  return [`(${[...clockFree, `(${tenderingPart.join(' AND ')})`].join(' OR ')})`];
}

/** Whether a facet key passes the clock-free part of a selection (lifecycles only). */
export function hasSelectedLifecycle(facetKey: number, lifecycles: readonly Lifecycle[]): boolean {
  return lifecycles.includes(lifecycleOfFacetKey(facetKey));
}
