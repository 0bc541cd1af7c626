import type { BenchVocabulary } from '../bench-search/vocabulary';
import type { SqliteDatabase } from './sqlite-driver';

/**
 * How many opportunities hold each word the generated rows can contain, counted once by the
 * FTS5 peer index and kept beside it (table `word_counts`), so a fresh-query generator can pick
 * common and rare words without asking either engine during the timed run. The words are those
 * of the benchmark's vocabulary (CPV labels, title prefixes, sentences): what a user of this data
 * could type.
 */
export type WordCount = { word: string; documents: number };

/** English words too short or too empty to search for alone (both engines drop or misread them). */
const SKIPPED = new Set([
  'with',
  'from',
  'that',
  'this',
  'their',
  'there',
  'which',
  'other',
  'than',
  'into',
  'over',
  'under',
  'also',
  'such',
  'will',
  'have',
  'been',
  'were',
  'them',
  'they',
  'what',
  'when',
  'where',
  'only',
  'about',
  'after',
  'before',
  'being',
  'both',
  'each',
  'more',
  'most',
  'some',
  'very',
  'your',
  'should',
  'would',
  'could',
]);

/** The distinct lower-case words of 4-14 letters in the vocabulary's texts. */
export function vocabularyWords(vocabulary: BenchVocabulary): string[] {
  const words = new Set<string>();
  for (const text of [
    ...vocabulary.cpvLabels,
    ...vocabulary.titlePrefixes,
    ...vocabulary.sentences,
  ]) {
    for (const word of text.toLowerCase().split(/[^a-z]+/)) {
      if (word.length >= 4 && word.length <= 14 && !SKIPPED.has(word)) words.add(word);
    }
  }
  return [...words].sort();
}

/** Every vocabulary word's document count, counted once per index (reused while `rows` holds). */
export function ensureWordCounts(
  db: SqliteDatabase,
  words: readonly string[],
  rows: number,
  log: (message: string) => void,
): WordCount[] {
  db.exec('CREATE TABLE IF NOT EXISTS word_counts (word TEXT PRIMARY KEY, documents INTEGER)');
  db.exec('CREATE TABLE IF NOT EXISTS word_counts_meta (rows INTEGER NOT NULL)');
  const meta = db.prepare('SELECT rows FROM word_counts_meta').get() as
    | { rows: number }
    | undefined;
  if (meta?.rows !== rows) {
    log(`  counting ${words.length.toLocaleString('en-GB')} vocabulary words in the FTS5 index...`);
    const count = db.prepare('SELECT count(*) AS n FROM docs WHERE docs MATCH ?');
    const insert = db.prepare('INSERT OR REPLACE INTO word_counts (word, documents) VALUES (?, ?)');
    db.transaction(() => {
      db.exec('DELETE FROM word_counts; DELETE FROM word_counts_meta');
      for (const word of words) insert.run(word, (count.get(`"${word}"`) as { n: number }).n);
      db.prepare('INSERT INTO word_counts_meta (rows) VALUES (?)').run(rows);
    })();
  }
  return db.prepare('SELECT word, documents FROM word_counts').all() as WordCount[];
}
