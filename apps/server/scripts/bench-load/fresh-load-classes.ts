import type { FreshClass } from '../bench-fts5-peer/fresh-queries';
import { percentile } from '../shared/bench-figures';

/** A fresh class's name with its sort, as the tables of bench:fts5-peer name it. */
export const classLabel = (freshClass: FreshClass): string =>
  `${freshClass.name}, ${freshClass.sort === 'relevance' ? 'Best Match' : 'newest first'}`;

/**
 * The classes BENCH_FRESH_CLASSES names (separated by ';', both sorts of each), else all: one
 * class's CPU per request at concurrency 8. Drawn after every class, so its queries are the ones
 * it has in the whole mix of the same seed.
 */
export function onlyClassesAsked(classes: FreshClass[]): FreshClass[] {
  const names = process.env.BENCH_FRESH_CLASSES?.split(';').map((name) => name.trim());
  if (!names) return classes;
  const unknown = names.filter((name) => !classes.some((freshClass) => freshClass.name === name));
  if (unknown.length > 0)
    throw new Error(`BENCH_FRESH_CLASSES: no class named ${unknown.join(', ')}`);
  return classes.filter((freshClass) => names.includes(freshClass.name));
}

/**
 * Each class's p50/p95 within the concurrent mix, slowest p95 first: where the mix's tail comes
 * from (a class's requests wait on the others', so these are not its own times alone).
 */
export function formatClassTimings(byClass: ReadonlyMap<string, number[]>): string[] {
  const rows = [...byClass.entries()]
    .map(([name, timings]) => {
      const sorted = [...timings].sort((a, b) => a - b);
      return {
        name,
        n: sorted.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
      };
    })
    .sort((a, b) => b.p95 - a.p95);
  return [
    '| class | requests | p50 ms | p95 ms |',
    '|---|---:|---:|---:|',
    ...rows.map(
      (row) => `| ${row.name} | ${row.n} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} |`,
    ),
  ];
}
