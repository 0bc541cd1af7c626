-- "Include documents" counted without the search copy's rows (issue 32, ADR 0315). The count of
-- a search with documents read the copy's row of every match for its facet key: 281,320 rows
-- for "maintenance" at 1M opportunities and 50,000 documents (523 ms). The notices' own matches
-- are counted by the running counts like any search; what remains is the opportunities matched
-- by their documents alone, and those are all in opportunity_document_words (0390). So each
-- word set now also holds its opportunity's facet key and its notice's own words (the copy's
-- search vector, phrase pairs included, so the notice's tsquery means the same here), and the
-- documents-only part is counted from this one small table: the documents' matches less those
-- whose notice words match too (a probe of the GIN index below). Both are NULL while the
-- opportunity has no row in the search copy (not searchable), and such sets are not counted.
ALTER TABLE opportunity_document_words
  ADD COLUMN facet_key integer,
  ADD COLUMN notice_words tsvector;

-- The sets already stored, rewritten whole rather than updated in place (an UPDATE of every
-- row would leave the table twice its size until a vacuum), before the triggers below exist.
CREATE TEMPORARY TABLE document_words_filled ON COMMIT DROP AS
SELECT w.opportunity_id, w.words, s.facet_key, s.search_vector AS notice_words
  FROM opportunity_document_words w
  LEFT JOIN opportunity_search s ON s.opportunity_id = w.opportunity_id;
TRUNCATE opportunity_document_words;
INSERT INTO opportunity_document_words (opportunity_id, words, facet_key, notice_words)
SELECT opportunity_id, words, facet_key, notice_words FROM document_words_filled;
-- Its notice words' index (the documents-only count's probe).
CREATE INDEX opportunity_document_words_notice_idx ON opportunity_document_words
  USING gin (notice_words);

-- A new word set takes its notice's key and words from the copy. FOR SHARE waits for a writer
-- of that copy row to commit and reads what it wrote: the writer's own trigger (below) cannot
-- see this set before it commits, so without the wait a set stored beside a concurrent copy
-- change would keep the old key. Lock order is the copy's row, then the set's, as for writers.
CREATE FUNCTION fill_document_words_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.facet_key, s.search_vector INTO NEW.facet_key, NEW.notice_words
    FROM opportunity_search s WHERE s.opportunity_id = NEW.opportunity_id FOR SHARE;
  RETURN NEW;
END;
$$;
CREATE TRIGGER opportunity_document_words_notice BEFORE INSERT ON opportunity_document_words
  FOR EACH ROW EXECUTE FUNCTION fill_document_words_notice();

-- The copy's rows written or removed: the word sets of those opportunities follow (only the
-- opportunities with documents have a set, a few per cent of the rows).
CREATE FUNCTION opportunity_search_document_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE opportunity_document_words w
       SET facet_key = NULL, notice_words = NULL
      FROM old_rows o
     WHERE w.opportunity_id = o.opportunity_id AND w.facet_key IS NOT NULL;
  ELSE
    UPDATE opportunity_document_words w
       SET facet_key = n.facet_key, notice_words = n.search_vector
      FROM new_rows n
     WHERE w.opportunity_id = n.opportunity_id
       AND (w.facet_key IS DISTINCT FROM n.facet_key
            OR w.notice_words IS DISTINCT FROM n.search_vector);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER opportunity_search_document_words_insert AFTER INSERT ON opportunity_search
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_search_document_words();
CREATE TRIGGER opportunity_search_document_words_update AFTER UPDATE ON opportunity_search
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_search_document_words();
CREATE TRIGGER opportunity_search_document_words_delete AFTER DELETE ON opportunity_search
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_search_document_words();

CREATE FUNCTION opportunity_search_clear_document_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunity_document_words SET facet_key = NULL, notice_words = NULL
   WHERE facet_key IS NOT NULL;
  RETURN NULL;
END;
$$;
CREATE TRIGGER opportunity_search_document_words_truncate AFTER TRUNCATE ON opportunity_search
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_search_clear_document_words();


-- No figures for the notice words: the planner then takes a probe of them for a few hundred
-- sets and always uses their index. Given the figures of a common word ("maintenance" is in a
-- quarter of the notices), it chose to read every set and test its notice words, decoding each
-- vector: 250 ms where the index takes a few (EXPLAIN ANALYZE at 1M, 48,741 sets). The other
-- columns' figures now (the rewrite left none), not at autovacuum's next pass.
ALTER TABLE opportunity_document_words ALTER COLUMN notice_words SET STATISTICS 0;
ANALYZE opportunity_document_words;
