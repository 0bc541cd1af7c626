import { type Pool, type Queryable, withTransaction } from '../../db/pool';

/**
 * The vocabulary of the searchable notices (migration 0295, ADR 0156): each word as written
 * (lower case, letters only, 3 to 40 of them) with how many notices it was read in and its
 * English stem. The text read
 * is what the search vector holds (title, buyer, suppliers, description, the description cut at
 * 20,000 characters, as few words appear only beyond it).
 */
const NOTICE_TEXT = `concat_ws(' ', o.title, o.buyer_name, o.supplier_text, left(o.description, 20000))`;

/** SQL: the words of the notices of `batch` (id, text), each with how many of them hold it. */
const WORDS_OF = `
  SELECT w.word, count(*)::int AS documents
    FROM batch CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', batch.text))) AS w (word)
   WHERE w.word ~ '^[[:alpha:]]{3,40}$'
   GROUP BY w.word`;

const WORDS_OF_BATCH = `
WITH batch AS (
  SELECT o.id, o.is_sample, ${NOTICE_TEXT} AS text
    FROM opportunities o
    JOIN opportunity_search s ON s.opportunity_id = o.id
   WHERE o.id > $1
   ORDER BY o.id
   LIMIT $2
), words AS (${WORDS_OF}
), stored AS (
  INSERT INTO search_vocabulary AS v (word, documents, stem)
  SELECT word, documents, (tsvector_to_array(to_tsvector('english', word)))[1]
    FROM words ORDER BY word
  ON CONFLICT (word) DO UPDATE SET documents = v.documents + EXCLUDED.documents
  RETURNING 1
)
SELECT (SELECT max(id) FROM batch)::text AS last_id,
       (SELECT count(*) FROM batch)::int AS notices,
       coalesce((SELECT bool_or(is_sample) FROM batch), false) AS has_sample,
       (SELECT count(*) FROM stored)::int AS words`;

/**
 * Notices edited after they were read (migration 0417): their words not yet known are added,
 * known words keep their counts (notices are counted when first read). Notices past the mark
 * are left to the read by id, which counts them.
 */
const WORDS_OF_EDITS = `
WITH edited AS (
  DELETE FROM search_vocabulary_edits
   WHERE opportunity_id IN (SELECT opportunity_id FROM search_vocabulary_edits
                             ORDER BY opportunity_id LIMIT $2)
  RETURNING opportunity_id
), batch AS (
  SELECT o.id, ${NOTICE_TEXT} AS text
    FROM opportunities o
    JOIN opportunity_search s ON s.opportunity_id = o.id
   WHERE o.id IN (SELECT opportunity_id FROM edited) AND o.id <= $1
), words AS (${WORDS_OF}
), stored AS (
  INSERT INTO search_vocabulary (word, documents, stem)
  SELECT word, documents, (tsvector_to_array(to_tsvector('english', word)))[1]
    FROM words ORDER BY word
  ON CONFLICT (word) DO NOTHING
  RETURNING 1
)
SELECT (SELECT count(*) FROM edited)::int AS edits, (SELECT count(*) FROM stored)::int AS words`;

/**
 * Reads the next `batchSize` searchable notices (by id) into the vocabulary and moves the mark
 * past them, in one transaction. When the sample data it read is gone, starts again from
 * scratch first. Returns how many notices were read (0: nothing new).
 */
export async function readVocabularyBatch(pool: Pool, batchSize: number): Promise<number> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ read_through: string; has_read_sample: boolean }>(
      'SELECT read_through::text, has_read_sample FROM search_vocabulary_progress FOR UPDATE',
    );
    let readThrough = rows[0]?.read_through ?? '0';
    if (rows[0]?.has_read_sample) {
      const sample = await client.query('SELECT 1 FROM opportunities WHERE is_sample LIMIT 1');
      if (sample.rowCount === 0) {
        await client.query('DELETE FROM search_vocabulary');
        await client.query(
          'UPDATE search_vocabulary_progress SET read_through = 0, has_read_sample = false',
        );
        readThrough = '0';
      }
    }
    const batch = await client.query<{
      last_id: string | null;
      notices: number;
      has_sample: boolean;
    }>(WORDS_OF_BATCH, [readThrough, batchSize]);
    const read = batch.rows[0];
    if (!read?.last_id) return 0;
    await client.query(
      `UPDATE search_vocabulary_progress
          SET read_through = $1, has_read_sample = has_read_sample OR $2`,
      [read.last_id, read.has_sample],
    );
    return read.notices;
  });
}

/**
 * Reads the next `batchSize` edited notices (migration 0417) into the vocabulary, in one
 * transaction with the mark held. Returns how many edits were taken (0: none waiting).
 */
export async function readVocabularyEdits(pool: Pool, batchSize: number): Promise<number> {
  return withTransaction(pool, async (client) => {
    const { rows } = await client.query<{ read_through: string }>(
      'SELECT read_through::text FROM search_vocabulary_progress FOR UPDATE',
    );
    const read = await client.query<{ edits: number }>(WORDS_OF_EDITS, [
      rows[0]?.read_through ?? '0',
      batchSize,
    ]);
    return read.rows[0]?.edits ?? 0;
  });
}

/** A word of the search box, looked up: its own count and the words that look like it. */
export type VocabularyMatch = {
  /** Notices the word itself was read in (0 when it is unknown). */
  documents: number;
  /** Known words close to it, most alike first. */
  candidates: { word: string; documents: number }[];
};

/**
 * For each word (lower case), its count and up to 10 candidates: words sharing enough trigrams
 * (pg_trgm's `%`, answered by the trigram index), most alike first. A few index probes, whatever
 * the size of the vocabulary.
 */
export async function lookUpVocabulary(
  db: Queryable,
  words: readonly string[],
): Promise<VocabularyMatch[]> {
  const { rows } = await db.query<{
    position: number;
    own: number | null;
    word: string | null;
    documents: number | null;
  }>(
    `SELECT w.position::int AS position, own.documents AS own, c.word, c.documents
       FROM unnest($1::text[]) WITH ORDINALITY AS w (word, position)
       LEFT JOIN search_vocabulary own ON own.word = w.word
       LEFT JOIN LATERAL (
         SELECT v.word, v.documents FROM search_vocabulary v
          WHERE v.word % w.word AND v.word <> w.word
          ORDER BY similarity(v.word, w.word) DESC, v.documents DESC LIMIT 10
       ) AS c ON TRUE
      ORDER BY w.position`,
    [words],
  );
  const matches: VocabularyMatch[] = words.map(() => ({ documents: 0, candidates: [] }));
  for (const row of rows) {
    const match = matches[row.position - 1];
    if (!match) continue;
    match.documents = row.own ?? 0;
    if (row.word !== null) match.candidates.push({ word: row.word, documents: row.documents ?? 0 });
  }
  return matches;
}
