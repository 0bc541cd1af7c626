import {
  type FacetBucket,
  SEARCH_CATEGORIES,
  SEARCH_REGIONS,
  SEARCH_SOURCE_SYSTEMS,
  SEARCH_STAGES,
  type SearchAggregations,
  type SearchCategory,
  type SearchRegion,
  type SearchSourceSystem,
  type SearchStage,
} from '@wac/contract';

/**
 * The facet key of migration 0011 (`search_facet_key`, widened by 0130): source, stage group,
 * category and NUTS 1 regions of an opportunity packed into one integer. Codes are the position
 * in the contract's lists plus one (0 means "none of these"):
 *   bits 0-1 and 18 source (code bits 0-1 in place, code bit 2 at bit 18), bits 2-3 stage,
 *   bits 4-5 category, bits 6-17 one bit per region.
 * The third source bit sits above the regions so that the keys of ContractsFinder (1) and FTS (2)
 * stored before PCS (3) and Sell2Wales (4) existed stay valid as they are.
 */
const SOURCE_HIGH_BIT_SHIFT = 16; // code bit 2 (value 4) moves to bit 18
const SOURCE_MASK = 0b11 | (0b100 << SOURCE_HIGH_BIT_SHIFT);
const STAGE_SHIFT = 2;
const CATEGORY_SHIFT = 4;
const REGION_SHIFT = 6;
const TWO_BITS = 0b11;

export const FACET_MASKS = {
  source: SOURCE_MASK,
  stage: TWO_BITS << STAGE_SHIFT,
  category: TWO_BITS << CATEGORY_SHIFT,
} as const;

/** The source's code (1..4): its facet token. */
export function sourceCode(source: SearchSourceSystem): number {
  return SEARCH_SOURCE_SYSTEMS.indexOf(source) + 1;
}

/** The source bits of a source, in place in the facet key. */
export function sourceBits(source: SearchSourceSystem): number {
  const code = sourceCode(source);
  return (code & 0b11) | ((code & 0b100) << SOURCE_HIGH_BIT_SHIFT);
}

/** The source code (0 = none) held in a facet key. */
export function sourceCodeOfKey(facetKey: number): number {
  return (facetKey & 0b11) | ((facetKey >> SOURCE_HIGH_BIT_SHIFT) & 0b100);
}

/** The stage bits of a stage group, in place (already shifted). */
export function stageBits(stage: SearchStage): number {
  return (SEARCH_STAGES.indexOf(stage) + 1) << STAGE_SHIFT;
}

export function categoryBits(category: SearchCategory): number {
  return (SEARCH_CATEGORIES.indexOf(category) + 1) << CATEGORY_SHIFT;
}

export function regionBit(region: SearchRegion): number {
  return 1 << (REGION_SHIFT + SEARCH_REGIONS.indexOf(region));
}

/**
 * Facet values as the tokens of `search_facet_tokens(facet_key)` (migration 0012), whose GIN
 * index finds the rows holding any of them: source 1-4, stage 11-13, category 21-23, regions
 * 100-111.
 */
export const facetTokens = {
  source: (source: SearchSourceSystem) => sourceCode(source),
  stage: (stage: SearchStage) => 11 + SEARCH_STAGES.indexOf(stage),
  category: (category: SearchCategory) => 21 + SEARCH_CATEGORIES.indexOf(category),
  region: (region: SearchRegion) => 100 + SEARCH_REGIONS.indexOf(region),
};

/** The filters that are facets: answered from the facet key alone. */
export type FacetFilters = {
  sourceSystems?: readonly SearchSourceSystem[];
  stages?: readonly SearchStage[];
  categories?: readonly SearchCategory[];
  regions?: readonly SearchRegion[];
};

/** Whether an opportunity with this facet key passes the facet filters (empty lists pass all). */
export function matchesFacetFilters(facetKey: number, filters: FacetFilters): boolean {
  const { sourceSystems, stages, categories, regions } = filters;
  if (
    sourceSystems?.length &&
    !sourceSystems.some((s) => sourceCodeOfKey(facetKey) === sourceCode(s))
  )
    return false;
  if (stages?.length && !stages.some((s) => (facetKey & FACET_MASKS.stage) === stageBits(s)))
    return false;
  if (
    categories?.length &&
    !categories.some((c) => (facetKey & FACET_MASKS.category) === categoryBits(c))
  )
    return false;
  if (regions?.length && !regions.some((r) => (facetKey & regionBit(r)) !== 0)) return false;
  return true;
}

export type FacetCount = { facet_key: number; doc_count: number };

/** A match set's exact total and its facet buckets, as a search answer carries them. */
export type MatchSummary = { total: number; aggregations: SearchAggregations };

function toBuckets(
  counts: Map<string, number>,
  alwaysListed: readonly string[] = [],
): FacetBucket[] {
  for (const key of alwaysListed) if (!counts.has(key)) counts.set(key, 0);
  return [...counts]
    .filter(([key, count]) => count > 0 || alwaysListed.includes(key))
    .map(([key, doc_count]) => ({ key, doc_count }))
    .sort((a, b) => b.doc_count - a.doc_count || a.key.localeCompare(b.key));
}

function addTo(counts: Map<string, number>, key: string, count: number) {
  counts.set(key, (counts.get(key) ?? 0) + count);
}

/**
 * The total and the facet buckets (`[{key, doc_count}]`, largest first, empty buckets left out)
 * of a match set given as counts per facet key. An opportunity in two regions counts in both.
 */
export function summariseFacetCounts(rows: readonly FacetCount[]): MatchSummary {
  const sources = new Map<string, number>();
  const stages = new Map<string, number>();
  const categories = new Map<string, number>();
  const regions = new Map<string, number>();
  let total = 0;
  for (const { facet_key: key, doc_count: count } of rows) {
    total += count;
    const source = SEARCH_SOURCE_SYSTEMS[sourceCodeOfKey(key) - 1];
    if (source) addTo(sources, source, count);
    const stage = SEARCH_STAGES[((key >> STAGE_SHIFT) & TWO_BITS) - 1];
    if (stage) addTo(stages, stage, count);
    const category = SEARCH_CATEGORIES[((key >> CATEGORY_SHIFT) & TWO_BITS) - 1];
    if (category) addTo(categories, category, count);
    SEARCH_REGIONS.forEach((region, index) => {
      if (key & (1 << (REGION_SHIFT + index))) addTo(regions, region, count);
    });
  }
  return {
    total,
    aggregations: {
      // Every portal is listed, with 0 when none matches: the Sources filter names all four.
      source_systems: toBuckets(sources, SEARCH_SOURCE_SYSTEMS),
      stages: toBuckets(stages),
      regions: toBuckets(regions),
      categories: toBuckets(categories),
    },
  };
}

/** Two disjoint match sets' summaries as one (the buckets added key by key). */
export function addMatchSummaries(first: MatchSummary, second: MatchSummary): MatchSummary {
  const merged = (name: keyof SearchAggregations, alwaysListed?: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const { key, doc_count } of [...first.aggregations[name], ...second.aggregations[name]])
      addTo(counts, key, doc_count);
    return toBuckets(counts, alwaysListed);
  };
  return {
    total: first.total + second.total,
    aggregations: {
      source_systems: merged('source_systems', SEARCH_SOURCE_SYSTEMS),
      stages: merged('stages'),
      regions: merged('regions'),
      categories: merged('categories'),
    },
  };
}
