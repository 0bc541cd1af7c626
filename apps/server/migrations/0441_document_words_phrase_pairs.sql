-- Document phrases answered from stored lexeme pairs (issue 32, ADRs 0317 and 0330). A phrase
-- with "Include documents" was matched page by page: the pages' index gave every page holding
-- both words and each was rechecked (80,000-208,000 pages for about 3,000 matches at 1M,
-- 0.4-1.2 s). Each word set now also keeps the phrase pairs of its pages, made page by page so
-- no pair spans a page break; a phrase of two words (or a stop word between) is then one probe
-- of their own GIN index. In a column of their own: in the words' column they would make every
-- set many times larger, which every word search scanning the sets would read.
--
-- This migration only adds the column and its indexes (instant at any size): NULL means "not
-- filled yet". Sets written from now on get their pairs with their words (the refresh below);
-- the sets already stored are filled in small batches by the documents' background job
-- (fill_opportunity_document_pairs, ADR 0330), and the search rechecks the pages of a set only
-- while its pairs are NULL. A backfill inside this migration ran over 19 minutes at 1M without
-- finishing, blocking startup.
ALTER TABLE opportunity_document_words ADD COLUMN pairs tsvector;
CREATE INDEX opportunity_document_words_pairs_idx ON opportunity_document_words
  USING gin (pairs);
-- The sets still to fill: what the job takes next and what the search rechecks page by page.
CREATE INDEX opportunity_document_words_unpaired_idx ON opportunity_document_words
  (opportunity_id) WHERE pairs IS NULL;

-- The pairs of the given opportunities' pages (each page apart, so none spans a page break),
-- one row per opportunity with pages: what the refresh writes and the fill job fills. One
-- statement over all their pages; each page's pairs are search_phrase_pairs (migration 0014,
-- ADR 0024), the notices' own definition, so a phrase's pair lexeme means the same on both
-- sides. (A set-based rewrite of it, lead() over the unnested positions in SQL, was measured
-- 1.2-2 times slower per page than the plpgsql loop: the cost is the work per position, not
-- the call per page; ADR 0330.)
CREATE FUNCTION opportunity_document_pairs(ids bigint[])
RETURNS TABLE (opportunity_id bigint, pairs tsvector)
LANGUAGE sql STABLE AS $$
  SELECT od.opportunity_id, array_to_tsvector(array_agg(DISTINCT pair.lexeme))
    FROM opportunity_documents od
    CROSS JOIN LATERAL (SELECT od.content_hash AS hash
                        UNION ALL
                        SELECT m.member_hash FROM document_file_members m
                         WHERE m.zip_hash = od.content_hash) f
    JOIN document_pages p ON p.content_hash = f.hash
    CROSS JOIN LATERAL unnest(search_phrase_pairs(p.search_vector)) pair
   WHERE od.opportunity_id = ANY (ids) AND od.content_hash IS NOT NULL
   GROUP BY od.opportunity_id
$$;

-- 0413's refresh, now writing the pairs with the words (the same triggers call it).
CREATE OR REPLACE FUNCTION refresh_opportunity_document_words(ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH words AS (
         SELECT od.opportunity_id, array_to_tsvector(array_agg(DISTINCT u.lexeme)) AS words
           FROM opportunity_documents od
           CROSS JOIN LATERAL (SELECT od.content_hash AS hash
                               UNION ALL
                               SELECT m.member_hash FROM document_file_members m
                                WHERE m.zip_hash = od.content_hash) f
           JOIN document_pages p ON p.content_hash = f.hash
           CROSS JOIN LATERAL unnest(p.search_vector) u
          WHERE od.opportunity_id = ANY (ids) AND od.content_hash IS NOT NULL
          GROUP BY od.opportunity_id),
       -- Materialised: inlined beside a join, the planner ran it once per row (measured).
       pairs AS MATERIALIZED (SELECT * FROM opportunity_document_pairs(ids)),
       paired AS (
         SELECT words.opportunity_id, words.words, coalesce(x.pairs, '') AS pairs
           FROM words LEFT JOIN pairs x ON x.opportunity_id = words.opportunity_id),
       -- Pairs filled in beside unchanged words find nothing new: the data version stays.
       reworded AS (
         SELECT count(*) AS n FROM words
           LEFT JOIN opportunity_document_words w ON w.opportunity_id = words.opportunity_id
          WHERE w.words IS DISTINCT FROM words.words),
       gone AS (
         DELETE FROM opportunity_document_words w
          WHERE w.opportunity_id = ANY (ids)
            AND NOT EXISTS (SELECT 1 FROM words WHERE words.opportunity_id = w.opportunity_id)
         RETURNING 1),
       kept AS (
         INSERT INTO opportunity_document_words (opportunity_id, words, pairs)
         SELECT opportunity_id, words, pairs FROM paired
         ON CONFLICT (opportunity_id) DO UPDATE
           SET words = excluded.words, pairs = excluded.pairs
          WHERE opportunity_document_words.words IS DISTINCT FROM excluded.words
             OR opportunity_document_words.pairs IS DISTINCT FROM excluded.pairs
         RETURNING 1)
  -- (`kept` runs whether read or not, as every data-modifying WITH does.)
  SELECT (SELECT count(*) FROM gone) + (SELECT n FROM reworded) INTO changed;
  IF changed > 0 THEN
    PERFORM mark_opportunity_search_changed();
  END IF;
END;
$$;

-- The background fill (ADR 0330): the pairs of up to `batch` sets still NULL, lowest ids first.
-- Rows being written by a refresh are skipped (it writes their pairs itself); the lock keeps two
-- runs from filling the same set. Returns how many were filled; each call is its own
-- transaction from the job, so a crash loses one batch at most and the next run resumes.
CREATE FUNCTION fill_opportunity_document_pairs(batch integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  ids := ARRAY(SELECT w.opportunity_id FROM opportunity_document_words w
                WHERE w.pairs IS NULL ORDER BY w.opportunity_id LIMIT batch
                FOR UPDATE SKIP LOCKED);
  -- Materialised: inlined beside the join, the planner ran it once per set (100 sets: 2 min).
  WITH paired AS MATERIALIZED (SELECT * FROM opportunity_document_pairs(ids))
  UPDATE opportunity_document_words w
     SET pairs = coalesce((SELECT x.pairs FROM paired x
                            WHERE x.opportunity_id = w.opportunity_id), '')
   WHERE w.opportunity_id = ANY (ids) AND w.pairs IS NULL;
  RETURN cardinality(ids);
END;
$$;
