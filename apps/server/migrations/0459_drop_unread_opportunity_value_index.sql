-- Smaller on disk (issue 36, ADR 0350): `opportunities_search_value_idx` (0001) sorted and
-- filtered the search by value before the search copy existed; since 0011 every value sort and
-- value filter reads the copy's own value indexes, and nothing else reads `opportunities` by
-- `search_value` (a search of the code finds no other reader; the 1M benchmark copy's
-- statistics count no scan of it). It cost every write of an opportunity an index entry and
-- 21 MB at 1,000,000 opportunities. Dropping an index frees its file at once: no table
-- rewrite, milliseconds at any size under a brief lock on `opportunities`.
-- Never edit once landed.
DROP INDEX IF EXISTS opportunities_search_value_idx;
