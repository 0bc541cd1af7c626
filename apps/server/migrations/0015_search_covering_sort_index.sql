-- Search (issue 4, ADR 0020): the default sort's index carries the facet key and the value, so
-- a page read along it (newest first, filtered by facets and value) is an index-only scan that
-- never visits the table for rows it rejects. Page 50 of "London, services, over £100,000"
-- rejects some fifty thousand rows on the way.
CREATE INDEX opportunity_search_release_desc_covering_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value);
DROP INDEX opportunity_search_release_desc_idx;
