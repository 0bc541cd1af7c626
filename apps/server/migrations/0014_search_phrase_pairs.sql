-- Search (issue 4, ADR 0024): exact phrases without reading every candidate's tsvector.
-- Postgres answers a phrase ("social value") from the GIN index only approximately: every row
-- holding both words must then be rechecked against its tsvector, which opportunity_search keeps
-- out of line. For a common phrase that is a hundred thousand TOAST reads (seconds). Each copy's
-- tsvector therefore also holds its neighbouring lexeme pairs as single lexemes, 'social 1 valu'
-- (words 1 apart) and 'health 2 safeti' (2 apart, a stop word between), so a two-word phrase is
-- one exact index lookup and a longer one is rechecked on its few candidates only. Real lexemes
-- never contain spaces, so the pairs cannot collide with them.
CREATE FUNCTION search_phrase_pairs(document tsvector) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  lexemes text[];
  positions integer[];
  pairs text[] := '{}';
  total integer;
  gap integer;
BEGIN
  SELECT array_agg(entry.lexeme ORDER BY position), array_agg(position ORDER BY position)
    INTO lexemes, positions
    FROM unnest(document) AS entry, unnest(entry.positions) AS position;
  total := coalesce(array_length(positions, 1), 0);
  FOR left_index IN 1 .. total - 1 LOOP
    FOR right_index IN left_index + 1 .. least(left_index + 2, total) LOOP
      gap := positions[right_index] - positions[left_index];
      EXIT WHEN gap > 2;
      pairs := array_append(pairs, lexemes[left_index] || ' ' || gap || ' ' || lexemes[right_index]);
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(pairs);
END;
$$;

CREATE OR REPLACE VIEW opportunity_search_source AS
SELECT id AS opportunity_id,
       search_facet_key(source_system, stage, main_procurement_category, region_codes)
         AS facet_key,
       release_date, tender_deadline_date, award_date_published, search_value, buyer_name,
       cpv_prefixes, search_vector || search_phrase_pairs(search_vector) AS search_vector
  FROM opportunities
 WHERE NOT is_test_notice;

-- Refill the copy from the view: rebuilding the GIN index once is far faster than updating it
-- row by row. The triggers of 0011 and 0013 reset and recount the facet ledger and note the change.
DROP INDEX opportunity_search_vector_idx;
TRUNCATE opportunity_search;
INSERT INTO opportunity_search (
  opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
  search_value, buyer_name, cpv_prefixes, search_vector)
SELECT opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
       search_value, buyer_name, cpv_prefixes, search_vector
  FROM opportunity_search_source;
SELECT compact_opportunity_search_counts();
CREATE INDEX opportunity_search_vector_idx ON opportunity_search
  USING gin (search_vector) WITH (fastupdate = off);
