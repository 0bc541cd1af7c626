/**
 * Result-page cache lookups (ADR 0110) summed over the API processes, read from their /metrics
 * (loopback may read it): the run's hit rate is the difference between two readings.
 */
export async function readPageCacheLookups(
  origins: string[],
): Promise<{ hits: number; misses: number }> {
  const total = { hits: 0, misses: 0 };
  for (const origin of origins) {
    const text = await (await fetch(`${origin}/metrics`)).text();
    const read = (outcome: string) =>
      Number(
        new RegExp(
          `^wac_search_page_cache_lookups_total\\{outcome="${outcome}"\\} (\\d+)`,
          'm',
        ).exec(text)?.[1] ?? 0,
      );
    total.hits += read('hit');
    total.misses += read('miss');
  }
  return total;
}
