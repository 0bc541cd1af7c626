-- Statistics on the two expressions the status filter is written in (search-status.ts, ADR 0124):
-- the lifecycle bits of the facet key and the deadline axis of the tendering index (0140, 0160).
-- Without them the planner knows neither: it took "(facet_key & 1073741836) IN (0, 8) AND
-- coalesce(deadline, 'infinity') <= now" (closed) for 3,333 rows of a million, when it is 441,942
-- at the bench's million, and so intersected a keyword's few thousand matches with that whole
-- range of the tendering index (a bitmap of 441,942 entries: most of a word + status=closed
-- search's time, in its count and in its page). With them it estimates the range as it is and
-- tests the keyword's matches instead; "open" (a short range) keeps its index intersection.
-- The row estimates also feed the page strategy's choices. ANALYZE fills them now, autovacuum after.
CREATE STATISTICS opportunity_search_status_stats
  ON ((facet_key & 1073741836)), (coalesce(tender_deadline_date, 'infinity'::timestamptz))
  FROM opportunity_search;

ANALYZE opportunity_search;
