-- Document phrases answered from stored lexeme pairs (issue 32, ADR 0317). A phrase with
-- "Include documents" was matched page by page: the pages' index gave every page holding both
-- words and each was rechecked (208,236 pages for 3,028 matches at 1M, 0.4-1.2 s). Each word set
-- now also keeps the phrase pairs of its pages (search_phrase_pairs, migration 0014, ADR 0024:
-- the notices' own definition, so a phrase's pair lexeme means the same on both sides), built
-- page by page so no pair spans a page break. A phrase of two words (or a stop word between)
-- is then one probe of their own GIN index, exact. In a column of their own: in the words'
-- column they would make every set many times larger, which every word search scanning the
-- sets would read.
ALTER TABLE opportunity_document_words ADD COLUMN pairs tsvector NOT NULL DEFAULT '';

-- The words and pairs of the given opportunities' pages (the pairs of each page apart), as 0390
-- recomputed the words; a pair lexeme holds spaces, a word never does.
CREATE OR REPLACE FUNCTION refresh_opportunity_document_words(ids bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changed bigint;
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH words AS (
         SELECT od.opportunity_id,
                array_to_tsvector(array_agg(DISTINCT u.lexeme)
                  FILTER (WHERE strpos(u.lexeme, ' ') = 0)) AS words,
                coalesce(array_to_tsvector(array_agg(DISTINCT u.lexeme)
                  FILTER (WHERE strpos(u.lexeme, ' ') > 0)), '') AS pairs
           FROM opportunity_documents od
           CROSS JOIN LATERAL (SELECT od.content_hash AS hash
                               UNION ALL
                               SELECT m.member_hash FROM document_file_members m
                                WHERE m.zip_hash = od.content_hash) f
           JOIN document_pages p ON p.content_hash = f.hash
           CROSS JOIN LATERAL unnest(p.search_vector || search_phrase_pairs(p.search_vector)) u
          WHERE od.opportunity_id = ANY (ids) AND od.content_hash IS NOT NULL
          GROUP BY od.opportunity_id),
       gone AS (
         DELETE FROM opportunity_document_words w
          WHERE w.opportunity_id = ANY (ids)
            AND NOT EXISTS (SELECT 1 FROM words WHERE words.opportunity_id = w.opportunity_id)
         RETURNING 1),
       kept AS (
         INSERT INTO opportunity_document_words (opportunity_id, words, pairs)
         SELECT opportunity_id, words, pairs FROM words
         ON CONFLICT (opportunity_id) DO UPDATE SET words = excluded.words, pairs = excluded.pairs
          WHERE opportunity_document_words.words IS DISTINCT FROM excluded.words
             OR opportunity_document_words.pairs IS DISTINCT FROM excluded.pairs
         RETURNING 1)
  SELECT (SELECT count(*) FROM gone) + (SELECT count(*) FROM kept) INTO changed;
  IF changed > 0 THEN
    INSERT INTO opportunity_search_changes (transaction_id)
    VALUES (pg_current_xact_id()::text::bigint)
    ON CONFLICT (transaction_id) DO NOTHING;
  END IF;
END;
$$;

-- The pairs of the sets already stored: each page's pairs computed once (a file linked from
-- several opportunities is not paired again), then the table rewritten whole (an UPDATE of
-- every row would leave it twice its size until a vacuum) and the index built once.
CREATE TEMPORARY TABLE document_page_pairs ON COMMIT DROP AS
SELECT p.content_hash, array_agg(DISTINCT u.lexeme) AS pairs
  FROM document_pages p
  CROSS JOIN LATERAL unnest(search_phrase_pairs(p.search_vector)) u
 GROUP BY p.content_hash;
CREATE INDEX ON document_page_pairs (content_hash);
CREATE TEMPORARY TABLE document_words_paired ON COMMIT DROP AS
SELECT w.opportunity_id, w.words, w.facet_key, w.notice_words,
       coalesce((SELECT array_to_tsvector(array_agg(DISTINCT pair))
                   FROM opportunity_documents od
                   CROSS JOIN LATERAL (SELECT od.content_hash AS hash
                                       UNION ALL
                                       SELECT m.member_hash FROM document_file_members m
                                        WHERE m.zip_hash = od.content_hash) f
                   JOIN document_page_pairs pp ON pp.content_hash = f.hash
                   CROSS JOIN LATERAL unnest(pp.pairs) pair
                  WHERE od.opportunity_id = w.opportunity_id AND od.content_hash IS NOT NULL),
                '') AS pairs
  FROM opportunity_document_words w;
TRUNCATE opportunity_document_words;
INSERT INTO opportunity_document_words (opportunity_id, words, facet_key, notice_words, pairs)
SELECT opportunity_id, words, facet_key, notice_words, pairs FROM document_words_paired;
CREATE INDEX opportunity_document_words_pairs_idx ON opportunity_document_words
  USING gin (pairs);
ANALYZE opportunity_document_words;
