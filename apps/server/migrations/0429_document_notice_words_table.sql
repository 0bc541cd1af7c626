-- The word sets' notice words in a table of their own (issue 32, ADR 0325). Migration 0426 kept
-- each notice's words (about 1.5 kB) in its word set's row, so a word on most documents, whose
-- lookup reads every set, read 10,392 pages at 1M opportunities and 50,000 documents where the
-- sets alone fit in under 2,800 (30 ms of a 62 ms lookup). A row of about 1.9 kB stays under
-- Postgres's TOAST threshold (2 kB, fixed at build time; toast_tuple_target cannot lower it for
-- such rows), so no storage setting moves them out. The documents-only count only probes these
-- words by their index; it never reads them beside a set.
CREATE TABLE opportunity_document_notice_words (
  opportunity_id bigint PRIMARY KEY,
  notice_words tsvector
);
INSERT INTO opportunity_document_notice_words (opportunity_id, notice_words)
SELECT opportunity_id, notice_words FROM opportunity_document_words WHERE facet_key IS NOT NULL;
CREATE INDEX opportunity_document_notice_words_idx ON opportunity_document_notice_words
  USING gin (notice_words);
-- No figures for the notice words, as in 0426: with a common word's figures the planner read
-- every row and decoded its vector where the index takes a few ms.
ALTER TABLE opportunity_document_notice_words ALTER COLUMN notice_words SET STATISTICS 0;

-- The sets without them, rewritten whole (a dropped column keeps its bytes until a rewrite),
-- before the triggers below exist.
DROP TRIGGER opportunity_document_words_notice ON opportunity_document_words;
ALTER TABLE opportunity_document_words DROP COLUMN notice_words;
CREATE TEMPORARY TABLE document_words_kept ON COMMIT DROP AS
SELECT opportunity_id, words, facet_key FROM opportunity_document_words;
TRUNCATE opportunity_document_words;
INSERT INTO opportunity_document_words (opportunity_id, words, facet_key)
SELECT opportunity_id, words, facet_key FROM document_words_kept;

-- A new word set takes its notice's key from the copy and its words into the table above. FOR
-- SHARE waits for a writer of that copy row (0426); the set's row is not written yet, so its
-- notice words are written here and follow the copy through the triggers below.
CREATE OR REPLACE FUNCTION fill_document_words_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  words tsvector;
BEGIN
  SELECT s.facet_key, s.search_vector INTO NEW.facet_key, words
    FROM opportunity_search s WHERE s.opportunity_id = NEW.opportunity_id FOR SHARE;
  IF FOUND THEN
    INSERT INTO opportunity_document_notice_words AS x (opportunity_id, notice_words)
    VALUES (NEW.opportunity_id, words)
    ON CONFLICT (opportunity_id) DO UPDATE SET notice_words = excluded.notice_words
     WHERE x.notice_words IS DISTINCT FROM excluded.notice_words;
  ELSE
    DELETE FROM opportunity_document_notice_words WHERE opportunity_id = NEW.opportunity_id;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER opportunity_document_words_notice BEFORE INSERT ON opportunity_document_words
  FOR EACH ROW EXECUTE FUNCTION fill_document_words_notice();

-- A set removed takes its notice words with it.
CREATE FUNCTION drop_document_notice_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM opportunity_document_notice_words x USING old_rows o
   WHERE x.opportunity_id = o.opportunity_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER opportunity_document_words_drop_notice AFTER DELETE ON opportunity_document_words
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION drop_document_notice_words();

-- The copy's rows written or removed: the sets' keys and notice words follow (0426).
CREATE OR REPLACE FUNCTION opportunity_search_document_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE opportunity_document_words w
       SET facet_key = NULL
      FROM old_rows o
     WHERE w.opportunity_id = o.opportunity_id AND w.facet_key IS NOT NULL;
    DELETE FROM opportunity_document_notice_words x USING old_rows o
     WHERE x.opportunity_id = o.opportunity_id;
  ELSE
    UPDATE opportunity_document_words w
       SET facet_key = n.facet_key
      FROM new_rows n
     WHERE w.opportunity_id = n.opportunity_id AND w.facet_key IS DISTINCT FROM n.facet_key;
    INSERT INTO opportunity_document_notice_words AS x (opportunity_id, notice_words)
    SELECT n.opportunity_id, n.search_vector
      FROM new_rows n JOIN opportunity_document_words w ON w.opportunity_id = n.opportunity_id
    ON CONFLICT (opportunity_id) DO UPDATE SET notice_words = excluded.notice_words
     WHERE x.notice_words IS DISTINCT FROM excluded.notice_words;
  END IF;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION opportunity_search_clear_document_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunity_document_words SET facet_key = NULL WHERE facet_key IS NOT NULL;
  DELETE FROM opportunity_document_notice_words;
  RETURN NULL;
END;
$$;

ANALYZE opportunity_document_words;
ANALYZE opportunity_document_notice_words;
