import path from 'node:path';
import { loadBetterSqlite3 } from '../bench-fts5-peer/sqlite-driver';

/**
 * Words of the benchmark database, read from its FTS5 peer file's `word_counts`: rare ones (in at
 * least one and at most 0.05% of the rows), or common ones (at least 1%) when `isCommon`.
 */
export function readPeerWords(dataDir: string, isCommon = false): string[] {
  const Sqlite = loadBetterSqlite3(path.join(dataDir, 'fts5-peer'), console.log);
  const peer = new Sqlite(path.join(dataDir, 'fts5-peer', 'opportunities.sqlite'));
  try {
    const rows = peer
      .prepare(
        isCommon
          ? `SELECT word FROM word_counts WHERE documents >= 0.01 * (SELECT rows FROM word_counts_meta)
              ORDER BY word`
          : `SELECT word FROM word_counts WHERE documents BETWEEN 1 AND 0.0005 * (SELECT rows FROM word_counts_meta)
              ORDER BY word`,
      )
      .all() as { word: string }[];
    return rows.map((row) => row.word);
  } finally {
    peer.close();
  }
}

/**
 * Up to `count` different words of `words`, drawn in a fixed order from `seed` (the draw
 * bench:rare-word-trace has always made, so a seed draws the words it drew before). Its products
 * pass 2^53, so it reaches only part of a long list (273 of 534 common words at 1M): it stops
 * after 1,000 draws a word, with fewer words than asked when the list runs short.
 */
export function drawWords(words: readonly string[], seed: number, count: number): string[] {
  let state = seed >>> 0;
  const drawn = new Set<string>();
  for (let draws = 0; drawn.size < count && draws < count * 1_000; draws += 1) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    drawn.add(words[state % words.length]!);
  }
  return [...drawn];
}
