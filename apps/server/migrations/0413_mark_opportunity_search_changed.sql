-- One definition of "this transaction changed what search reads" (ADR 0023's data version, 0013).
-- 0013's trigger function, 0390's word-set refresh and truncate trigger, and the extraction job
-- (documents/extract/extract-pending.ts) each wrote the same INSERT into the ledger; they now call
-- mark_opportunity_search_changed(), so the ledger's key and its "once per transaction" rule live
-- in one place. The functions are replaced, not edited: same arguments, same rows in the ledger.
-- Never edit once landed.

-- Notes the running transaction in the search-change ledger, once however often it is called
-- (the sum of weights is the data version a reader sees; migration 0013 explains why per
-- transaction). Plain SQL: no trigger context, so SQL, functions and the server can all call it.
CREATE FUNCTION mark_opportunity_search_changed() RETURNS void
LANGUAGE sql AS $$
  INSERT INTO opportunity_search_changes (transaction_id)
  VALUES (pg_current_xact_id()::text::bigint)
  ON CONFLICT (transaction_id) DO NOTHING
$$;

-- 0013: any statement on opportunity_search (triggers unchanged).
CREATE OR REPLACE FUNCTION note_opportunity_search_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mark_opportunity_search_changed();
  RETURN NULL;
END;
$$;

-- 0390: the documents' word sets, as there, with the ledger written through the one function.
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
    PERFORM mark_opportunity_search_changed();
  END IF;
END;
$$;

-- 0390: every link truncated.
CREATE OR REPLACE FUNCTION opportunity_documents_clear_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_opportunity_document_words();
  DELETE FROM opportunity_document_words;
  PERFORM mark_opportunity_search_changed();
  RETURN NULL;
END;
$$;
