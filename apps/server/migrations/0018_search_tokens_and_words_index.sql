-- Search (issue 4, ADR 0020 "Later (session 4)"): one GIN index over the facet tokens (0012) and
-- the words. With two indexes, a keyword in one region was two bitmap scans (every row holding the
-- word, every row in the region) ANDed afterwards: "equipment" in Wales read 262,066 and 107,735
-- row pointers to keep 28,385. A multicolumn GIN index takes both conditions as keys of one scan
-- and steps through the posting lists together, skipping ahead, so only the matches reach the
-- bitmap (53 ms -> 27 ms on the benchmark's million rows). A multicolumn GIN index serves a
-- condition on either column alone as well as its own index did, so it replaces both.
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX opportunity_search_tokens_words_idx ON opportunity_search
  USING gin (search_facet_tokens(facet_key), search_vector) WITH (fastupdate = off);
DROP INDEX opportunity_search_vector_idx;
DROP INDEX opportunity_search_facet_tokens_idx;
