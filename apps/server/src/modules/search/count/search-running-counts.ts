import { LIFECYCLE } from '@wac/contract';
import { type Pool, type Queryable, withTransaction } from '../../../db/pool';
import {
  type FilterCounting,
  NO_FACETS,
  nonFacetFilters,
  setFilters,
} from '../match/filter-registry';
import type { ResolvedKeywordQuery } from '../match/keyword-resolution';
import { type FacetCount, matchesFacetFilters } from '../match/search-facets';
import type { SearchFilters } from '../match/search-filters';
import type { ExclusionMode, SearchConditions } from '../match/search-sql';
import {
  ALL_DEADLINE_CLASSES,
  type DeadlineClass,
  hasSelectedLifecycle,
  lifecycleOfFacetKey,
} from '../match/search-status';
import { compactFacetLedger, countMatchesByFacet, readFacetLedger } from './count.repository';
import { foldLedgerWhenLong } from './ledger-compaction';
import { readOrCountClockFree } from './search-count-cache';
import {
  canSumAlternatives,
  countAlternatives,
  countedKeyOf,
  hasKeywordTerms,
  readCountedTerm,
} from './search-term-counts';

/**
 * Exact totals and facets from running counts (ADRs 0020, 0049), extended to the status filter
 * and keyword exclusions (issue 17, ADR 0070). The matches are
 *
 *   terms AND NOT exclusions AND facets AND status
 *
 * and the running counts answer `terms` per facet key (facet ledger, a counted word or CPV
 * code, or comma alternatives). From there:
 * - exclusions: take away the rows holding terms AND an exclusion, counted from the index (a
 *   narrow intersection as a rule: "cleaning" and "window");
 * - clock-free statuses (planned, awarded, cancelled) and facets: a test of each facet key;
 * - the clock: tendering rows are split by deadline; the few with a deadline ahead (or none) are
 *   counted from the tendering deadline index, and "closed" is all tendering rows less those.
 * All parts come from one snapshot, so the sum is exact. Anything else returns null and the
 * caller counts the matches themselves.
 */

/**
 * Which ways of counting a filter (its registry record's `counting`) the running counts take in.
 * A Record over every kind: a new kind does not compile until it is decided here.
 */
const RUNNING_COUNTS_TAKE: Record<FilterCounting, boolean> = {
  'facet key': true,
  status: true,
  terms: true,
  'counted key': true,
  matches: false,
};

/** Whether every filter the search sets is one the running counts take in. */
const runningCountsTakeAll = (filters: SearchFilters) =>
  setFilters(filters, (definition) => !RUNNING_COUNTS_TAKE[definition.counting]).length === 0;

/** Builds the conditions of a variant of the search (same keyword resolution, same clock). */
export type ConditionsFor = (filters: SearchFilters, mode?: ExclusionMode) => SearchConditions;

type TermsSource =
  | { kind: 'facets' }
  | { kind: 'counted key'; key: string }
  | { kind: 'alternatives'; alternatives: readonly string[] }
  | { kind: 'terms alone' };

/** Which running count answers the search's terms, when nothing but facets filters besides. */
function chooseTermsSource(
  filters: SearchFilters,
  resolved: ResolvedKeywordQuery | null,
): TermsSource | null {
  // A filter counted by its matches (dates, value, buyer, place) leaves it to the caller.
  if (!runningCountsTakeAll(filters)) return null;
  const terms = { ...filters, status: undefined };
  const others = nonFacetFilters(terms).filter(
    (name) => name !== 'keywords' || hasKeywordTerms(terms),
  );
  if (others.length === 0) return { kind: 'facets' };
  const withoutExclusionsOnly = others.includes('keywords') ? terms : { ...terms, keywords: '' };
  const key = countedKeyOf(withoutExclusionsOnly, resolved?.text ?? null);
  if (key !== null) return { kind: 'counted key', key };
  const alternatives = resolved?.alternatives ?? null;
  if (others.join() === 'keywords' && canSumAlternatives(terms, alternatives)) {
    return { kind: 'alternatives', alternatives };
  }
  // Any other keyword (two words, a phrase): the count cache's entry of the keyword alone.
  if (others.join() === 'keywords' && !resolved?.exclusion) return { kind: 'terms alone' };
  return null;
}

/** Counts per facet key, added and taken away. */
class FacetTally {
  readonly counts = new Map<number, number>();

  add(rows: readonly FacetCount[], sign = 1): this {
    for (const { facet_key, doc_count } of rows) {
      this.counts.set(facet_key, (this.counts.get(facet_key) ?? 0) + sign * doc_count);
    }
    return this;
  }

  /** The keys passing `test`, as a new tally. */
  where(test: (facetKey: number) => boolean): FacetTally {
    const kept = new FacetTally();
    for (const [facet_key, doc_count] of this.counts) {
      if (test(facet_key)) kept.counts.set(facet_key, doc_count);
    }
    return kept;
  }

  rows(): FacetCount[] {
    return [...this.counts]
      .filter(([, count]) => count !== 0)
      .map(([facet_key, doc_count]) => ({ facet_key, doc_count }));
  }
}

/** The terms' counts, with the data version when one statement read them (else null). */
async function readTerms(
  client: Queryable,
  pool: Pool,
  source: TermsSource,
  termsOnly: (() => SearchConditions) | null,
): Promise<{ counts: FacetCount[]; version: string | null } | null> {
  if (source.kind === 'counted key') {
    const counted = await readCountedTerm(client, pool, source.key);
    // A word without running counts (fewer matches than COUNTED_TERM_MIN_DOCUMENTS).
    return counted ?? (termsOnly ? readOrCountClockFree(client, pool, termsOnly()) : null);
  }
  if (source.kind === 'terms alone') {
    return termsOnly ? readOrCountClockFree(client, pool, termsOnly()) : null;
  }
  if (source.kind === 'alternatives') {
    const counts = await countAlternatives(client, source.alternatives);
    return counts && { counts, version: null };
  }
  const ledger = await readFacetLedger(client);
  foldLedgerWhenLong(
    'facets',
    { ledgerRows: ledger.ledgerRows, facetKeys: ledger.counts.length },
    2000,
    () => compactFacetLedger(pool),
  );
  return { counts: ledger.counts, version: ledger.version };
}

/**
 * How running counts answer a search: `count` reads them on one client (null when they cannot
 * answer after all), and `needsSnapshot` says whether it runs more than one query (exclusions,
 * the clock, comma alternatives' intersections), so the parts must come from one snapshot and
 * the sum is worth remembering in the count cache (search.service.ts).
 */
export type RunningCountsPlan = {
  needsSnapshot: boolean;
  count: (client: Queryable) => Promise<FacetCount[] | null>;
  /**
   * The data version the last `count` read its counts at, when it was one statement (no
   * snapshot needed): what the counts memo keeps them by (ADR 0117). Null otherwise.
   */
  readVersion: () => string | null;
};

/** The running-counts plan of a search, or null when running counts cannot answer it. */
export function planRunningCounts(
  pool: Pool,
  search: {
    filters: SearchFilters;
    resolved: ResolvedKeywordQuery | null;
    conditionsFor: ConditionsFor;
  },
  options: { isCountCacheEnabled?: boolean } = {},
): RunningCountsPlan | null {
  const { filters, resolved, conditionsFor } = search;
  const source = chooseTermsSource(filters, resolved);
  if (!source) return null;
  const hasExclusions = Boolean(resolved?.exclusion);
  const deadlineClasses = filters.status?.deadlineClasses ?? [];
  // The terms alone as a search of their own (facets and status left out): the count cache's
  // entry of that search answers them, shared by all the word's facets and statuses. Not worth
  // counting for "open" or "closing soon" alone: their few rows are counted from the tendering
  // index's short range without the terms' counts (which only lifecycles and "closed" use).
  const needsTermCounts =
    !filters.status || filters.status.lifecycles.length > 0 || deadlineClasses.includes('past');
  const termsOnly =
    options.isCountCacheEnabled && !hasExclusions && needsTermCounts
      ? () => conditionsFor({ ...filters, ...NO_FACETS, status: undefined })
      : null;
  // Without that entry, terms that are not one counted key are the caller's to count.
  if (source.kind === 'terms alone' && !termsOnly) return null;
  const countClasses = (client: Queryable, classes: readonly DeadlineClass[]) =>
    countMatchesByFacet(
      client,
      conditionsFor({ ...filters, status: { lifecycles: [], deadlineClasses: [...classes] } }),
    );

  let readVersion: string | null = null;
  const count = async (client: Queryable): Promise<FacetCount[] | null> => {
    const read = await readTerms(client, pool, source, termsOnly);
    if (!read) return null;
    readVersion = read.version;
    const matches = new FacetTally().add(read.counts);
    if (hasExclusions) {
      const holdingExclusion = conditionsFor({ ...filters, status: undefined }, 'require');
      matches.add(await countMatchesByFacet(client, holdingExclusion), -1);
    }
    const inFacets = matches.where((key) => matchesFacetFilters(key, filters));
    if (!filters.status) return inFacets.rows();
    const result = inFacets.where((key) => hasSelectedLifecycle(key, filters.status!.lifecycles));
    if (deadlineClasses.includes('past')) {
      // Closed is most tendering rows: all of them, less the (few) unselected open ones.
      result.add(inFacets.where((key) => lifecycleOfFacetKey(key) === LIFECYCLE.tendering).rows());
      const unselected = ALL_DEADLINE_CLASSES.filter((item) => !deadlineClasses.includes(item));
      if (unselected.length > 0) result.add(await countClasses(client, unselected), -1);
    } else if (deadlineClasses.length > 0) {
      result.add(await countClasses(client, deadlineClasses));
    }
    return result.rows();
  };

  const needsSnapshot =
    hasExclusions || deadlineClasses.length > 0 || source.kind === 'alternatives';
  return { needsSnapshot, count, readVersion: () => (needsSnapshot ? null : readVersion) };
}

/**
 * The search's counts per facet key from running counts, or null when they cannot answer it
 * (the caller then counts the matches).
 */
export async function countFromRunningCounts(
  pool: Pool,
  search: Parameters<typeof planRunningCounts>[1],
): Promise<FacetCount[] | null> {
  const plan = planRunningCounts(pool, search);
  return plan ? runRunningCounts(pool, plan) : null;
}

/** Runs a plan already made: in one read-only snapshot when it reads more than once. */
export function runRunningCounts(
  pool: Pool,
  plan: NonNullable<ReturnType<typeof planRunningCounts>>,
): Promise<FacetCount[] | null> {
  return plan.needsSnapshot
    ? withTransaction(pool, plan.count, 'REPEATABLE READ READ ONLY')
    : plan.count(pool);
}
