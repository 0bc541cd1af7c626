-- Search with "Include documents" in one index probe (issue 32, ADR 0265). Until now the keyword
-- was matched against every page (document_pages' GIN index, 0363) and the pages' hashes were
-- walked back to their opportunities through the links on every search: 0.1-1.8 s at 100,000
-- opportunities and 2,000 documents, far from the 150 ms target at 1M pages.
--
-- opportunity_document_words: for each opportunity with document text, the set of every word
-- (lexeme, no positions) on any page of any file it links, directly or inside a linked zip. A
-- search probes its GIN index once. A word set answers a one-word or any-of-words keyword
-- exactly (a word is on some page iff it is in the set); words that must meet on one page (all
-- of them, or a phrase) are still matched page by page through document_pages' own index
-- (ADR 0265). The pages stay for those, the card's "Found in" and the detail page.
--
-- No foreign key to opportunities: the refresh below then never waits on an opportunity's row
-- lock (an ingest deleting an opportunity holds it while its links' delete refreshes here).
CREATE TABLE opportunity_document_words (
  opportunity_id bigint PRIMARY KEY,
  words tsvector NOT NULL
);
CREATE INDEX opportunity_document_words_idx ON opportunity_document_words USING gin (words);

-- Recomputes the word sets of the given opportunities from their links and pages as committed
-- now, and moves the search data version (0013) when one changed, so cached counts and pages
-- are not reused. One lock for every refresh, held to the end of the transaction: a refresh
-- waits for a concurrent one to commit, and its next statement (a volatile function takes a new
-- snapshot per statement) sees that one's pages and links, so a link stored beside its file's
-- pages in another transaction is never missed by both.
CREATE FUNCTION refresh_opportunity_document_words(ids bigint[]) RETURNS void
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
       gone AS (
         DELETE FROM opportunity_document_words w
          WHERE w.opportunity_id = ANY (ids)
            AND NOT EXISTS (SELECT 1 FROM words WHERE words.opportunity_id = w.opportunity_id)
         RETURNING 1),
       kept AS (
         INSERT INTO opportunity_document_words (opportunity_id, words)
         SELECT opportunity_id, words FROM words
         ON CONFLICT (opportunity_id) DO UPDATE SET words = excluded.words
          WHERE opportunity_document_words.words IS DISTINCT FROM excluded.words
         RETURNING 1)
  SELECT (SELECT count(*) FROM gone) + (SELECT count(*) FROM kept) INTO changed;
  IF changed > 0 THEN
    INSERT INTO opportunity_search_changes (transaction_id)
    VALUES (pg_current_xact_id()::text::bigint)
    ON CONFLICT (transaction_id) DO NOTHING;
  END IF;
END;
$$;

-- The lock every refresh takes first (an arbitrary constant naming this table's refresh).
CREATE FUNCTION lock_opportunity_document_words() RETURNS void
LANGUAGE sql AS $$ SELECT pg_advisory_xact_lock(3265390) $$;

-- Pages stored or removed: the opportunities linking their file, or a zip holding it.
CREATE FUNCTION document_pages_refresh_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  hashes text[];
BEGIN
  SELECT array_agg(DISTINCT content_hash) INTO hashes FROM changed_pages;
  IF hashes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM lock_opportunity_document_words();
  PERFORM refresh_opportunity_document_words(ARRAY(
    SELECT DISTINCT od.opportunity_id FROM opportunity_documents od
     WHERE od.content_hash = ANY (hashes)
        OR od.content_hash IN (SELECT m.zip_hash FROM document_file_members m
                                WHERE m.member_hash = ANY (hashes))));
  RETURN NULL;
END;
$$;
CREATE TRIGGER document_pages_words_insert AFTER INSERT ON document_pages
  REFERENCING NEW TABLE AS changed_pages
  FOR EACH STATEMENT EXECUTE FUNCTION document_pages_refresh_words();
CREATE TRIGGER document_pages_words_delete AFTER DELETE ON document_pages
  REFERENCING OLD TABLE AS changed_pages
  FOR EACH STATEMENT EXECUTE FUNCTION document_pages_refresh_words();

-- Members of a zip added or removed: the opportunities linking the zip.
CREATE FUNCTION document_file_members_refresh_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  hashes text[];
BEGIN
  SELECT array_agg(DISTINCT zip_hash) INTO hashes FROM changed_members;
  IF hashes IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM lock_opportunity_document_words();
  PERFORM refresh_opportunity_document_words(ARRAY(
    SELECT DISTINCT od.opportunity_id FROM opportunity_documents od
     WHERE od.content_hash = ANY (hashes)));
  RETURN NULL;
END;
$$;
CREATE TRIGGER document_file_members_words_insert AFTER INSERT ON document_file_members
  REFERENCING NEW TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION document_file_members_refresh_words();
CREATE TRIGGER document_file_members_words_delete AFTER DELETE ON document_file_members
  REFERENCING OLD TABLE AS changed_members
  FOR EACH STATEMENT EXECUTE FUNCTION document_file_members_refresh_words();

-- A link added, given a (new) file, or removed (also when its opportunity is deleted).
CREATE FUNCTION opportunity_documents_refresh_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT opportunity_id) INTO ids FROM new_links
     WHERE content_hash IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT opportunity_id) INTO ids FROM old_links
     WHERE content_hash IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT n.opportunity_id) INTO ids
      FROM new_links n JOIN old_links o ON o.id = n.id
     WHERE n.content_hash IS DISTINCT FROM o.content_hash
        OR n.opportunity_id IS DISTINCT FROM o.opportunity_id;
    ids := ids || ARRAY(
      SELECT o.opportunity_id FROM new_links n JOIN old_links o ON o.id = n.id
       WHERE n.opportunity_id IS DISTINCT FROM o.opportunity_id);
  END IF;
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM lock_opportunity_document_words();
  PERFORM refresh_opportunity_document_words(ids);
  RETURN NULL;
END;
$$;
CREATE TRIGGER opportunity_documents_words_insert AFTER INSERT ON opportunity_documents
  REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_documents_refresh_words();
CREATE TRIGGER opportunity_documents_words_update AFTER UPDATE ON opportunity_documents
  REFERENCING NEW TABLE AS new_links OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_documents_refresh_words();
CREATE TRIGGER opportunity_documents_words_delete AFTER DELETE ON opportunity_documents
  REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_documents_refresh_words();

-- Every link gone at once (TRUNCATE ... CASCADE fires no delete triggers): every set goes too.
CREATE FUNCTION opportunity_documents_clear_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_opportunity_document_words();
  DELETE FROM opportunity_document_words;
  INSERT INTO opportunity_search_changes (transaction_id)
  VALUES (pg_current_xact_id()::text::bigint)
  ON CONFLICT (transaction_id) DO NOTHING;
  RETURN NULL;
END;
$$;
CREATE TRIGGER opportunity_documents_words_truncate AFTER TRUNCATE ON opportunity_documents
  FOR EACH STATEMENT EXECUTE FUNCTION opportunity_documents_clear_words();

-- The word sets of the documents already stored.
SELECT refresh_opportunity_document_words(ARRAY(
  SELECT DISTINCT opportunity_id FROM opportunity_documents WHERE content_hash IS NOT NULL));
