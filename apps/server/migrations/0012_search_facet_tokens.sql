-- Search (issue 4, ADR 0020): an index for facet filters. The facet_key bit tests of 0011 have
-- no index and no statistics, so "region = London and category = services" read every row.
-- search_facet_tokens() spells a facet key as small integers (source 1-2, stage 11-13, category
-- 21-23, regions 100-111); a GIN index on that expression finds the rows of any facet value, and
-- ANALYZE keeps element statistics on it, so the planner knows how many rows each value holds.
-- The expression is computed from facet_key, so the table itself does not grow.
CREATE FUNCTION search_facet_tokens(facet_key integer) RETURNS smallint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[facet_key & 3, 10 + ((facet_key >> 2) & 3), 20 + ((facet_key >> 4) & 3)]::smallint[]
         || ARRAY(SELECT (100 + region)::smallint FROM generate_series(0, 11) AS region
                   WHERE facet_key & (1 << (6 + region)) <> 0)
$$;

CREATE INDEX opportunity_search_facet_tokens_idx ON opportunity_search
  USING gin (search_facet_tokens(facet_key)) WITH (fastupdate = off);

-- The bit-test statistics of 0011 describe expressions the query builder no longer writes.
DROP STATISTICS IF EXISTS opportunity_search_facet_stats;
