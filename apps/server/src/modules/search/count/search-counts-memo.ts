import { LRUCache } from 'lru-cache';
import { type FacetCount, type MatchSummary, summariseFacetCounts } from '../match/search-facets';

/**
 * Exact counts per facet key of searches this process has counted, each with the data version
 * (ADR 0023) the statement that read them saw (ADR 0117). A search's counts are a function of its
 * conditions and that version, so a later request that has read the same version (the
 * result-page cache's state statement reads it anyway, ADR 0110) takes them from here instead of
 * a round trip to the count cache or the running counts. Searches that read the clock are keyed
 * by their next deadlines, which need a statement of their own: they are not kept here. Entries
 * are small (a few hundred facet keys at most); the count bounds the memory to a few MB.
 *
 * What is kept is the total and facets summarised from those counts (ADR 0135): a repeat serves
 * the summary it was answered with instead of summarising the same counts again. The summary is
 * shared between requests, so nothing may change it (it is only ever serialised).
 */
const MAX_ENTRIES = 20_000;

type Entry = { version: string; summary: MatchSummary };

export class SearchCountsMemo {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  /** The total and facets of `key` when its counts were read at `version`, else null. */
  read(key: string, version: string): MatchSummary | null {
    const entry = this.entries.get(key);
    return entry && entry.version === version ? entry.summary : null;
  }

  /** Summarises `counts` (read at `version`), keeps the summary and returns it. */
  store(key: string, version: string, counts: readonly FacetCount[]): MatchSummary {
    const summary = summariseFacetCounts(counts);
    this.entries.set(key, { version, summary });
    return summary;
  }
}
