-- Smaller on disk (issue 36, ADR 0254): the GIN index over opportunities.search_vector (0001) has
-- answered no query since the search copy (0011) took every keyword match: search, alerts,
-- exports, radar and buyers' open notices all match opportunity_search's own index. It cost
-- 11 MB at 100,000 opportunities and about 110 MB at 1,000,000, and every ingest write paid to
-- keep it. The column stays: it is what the search copy and its rank tokens are built from.
-- Never edit once landed.
DROP INDEX IF EXISTS opportunities_search_vector_idx;
