-- Smaller on disk (issue 36, ADR 0275): `opportunities.search_vector` (a stored generated column
-- of 0001, 562 bytes a row, about 560 MB of the 1,000,000-row database) was kept only to be
-- copied: since the search copy (0011) took every keyword match and 0378 dropped its index, the
-- copy and, through the copy, the rank tokens are its only readers. The copy's source view now
-- computes the same words from the same text columns, so each write still computes them once
-- (before: the generated column, then the trigger read it), and the column goes.
-- Catalogue changes only: quick at any size, no table rewrite. The dropped column's bytes stay in
-- rows not written since; rows that syncs rewrite lose them, and `VACUUM FULL opportunities` in a
-- quiet window returns them all at once (ADR 0275 gives its time at 1,000,000 rows).
-- Never edit once landed.

-- The words of a notice as search matches them: its title (weight A), buyer and supplier names
-- (B) and description (C), exactly the expression of 0001's generated column.
CREATE FUNCTION opportunity_search_words(
  title text, buyer_name text, supplier_text text, description text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(buyer_name, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(supplier_text, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(description, '')), 'C')
$$;

-- 0348's view with the words computed here: the phrase pairs of 0014 computed from them, once.
CREATE OR REPLACE VIEW opportunity_search_source AS
SELECT id AS opportunity_id,
       search_facet_key(source_system, stage, main_procurement_category, region_codes,
                        tender_status) AS facet_key,
       release_date, tender_deadline_date, award_date_published, search_value, buyer_name,
       cpv_prefixes, words.vector || search_phrase_pairs(words.vector) AS search_vector,
       lifecycle_stage
  FROM opportunities
 CROSS JOIN LATERAL (
   SELECT opportunity_search_words(title, buyer_name, supplier_text, description) AS vector
   OFFSET 0) AS words
 WHERE NOT is_test_notice;

ALTER TABLE opportunities DROP COLUMN search_vector;
