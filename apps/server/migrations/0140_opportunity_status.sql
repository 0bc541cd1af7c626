-- Opportunity status (issue 17, ADR 0070): planned, open, closing soon, closed, awarded,
-- cancelled. The status depends on the clock (a deadline passes without any write), so it is
-- never stored. What does not depend on the clock, the lifecycle, is: the stage group the facet
-- key already holds (migration 0011), plus one new facet key bit saying the source cancelled the
-- procurement. The search filter then reads only the facet key and the deadline column, and the
-- running facet counts (0011, 0017) can answer the clock-free part of a status search.

-- The source says the procurement ended without going ahead (OCDS tender.status; Find a Tender
-- marks a procurement termination notice "withdrawn").
CREATE FUNCTION opportunity_is_cancelled(tender_status text) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(lower(tender_status) IN ('cancelled', 'withdrawn', 'unsuccessful'), false)
$$;

-- 1 planned (planning stage), 2 tendering (tender stage or no stage: open or closed by the
-- deadline), 3 awarded (award stage), 4 cancelled. The stage groups are the facet key's own
-- (search_facet_key of 0011), so the lifecycle of a row and the lifecycle read back from its facet
-- key always agree. packages/contract/src/opportunity-status.ts names the same codes.
CREATE FUNCTION opportunity_lifecycle(stage text, tender_status text) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
            WHEN opportunity_is_cancelled(tender_status) THEN 4
            ELSE CASE (search_facet_key(NULL, stage, NULL, '{}') >> 2) & 3
                   WHEN 1 THEN 1 WHEN 3 THEN 3 ELSE 2 END
          END)::smallint
$$;

-- The facet key of 0011 plus bit 30: cancelled. Kept apart from the facet bits (0-17, which may
-- grow upwards as facets are added); search_facet_tokens and the facet summaries ignore it.
CREATE FUNCTION search_facet_key(
  source_system text, stage text, category text, region_codes text[], tender_status text
) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_facet_key(source_system, stage, category, region_codes)
       | (CASE WHEN opportunity_is_cancelled(tender_status) THEN 1 << 30 ELSE 0 END)
$$;

CREATE OR REPLACE VIEW opportunity_search_source AS
SELECT id AS opportunity_id,
       search_facet_key(source_system, stage, main_procurement_category, region_codes,
                        tender_status) AS facet_key,
       release_date, tender_deadline_date, award_date_published, search_value, buyer_name,
       cpv_prefixes, search_vector || search_phrase_pairs(search_vector) AS search_vector
  FROM opportunities
 WHERE NOT is_test_notice;

-- Existing cancelled opportunities get the bit (the triggers keep the facet and term ledgers
-- exact). Only those rows change, so this is quick at any size.
UPDATE opportunity_search s
   SET facet_key = s.facet_key | (1 << 30)
  FROM opportunities o
 WHERE o.id = s.opportunity_id AND opportunity_is_cancelled(o.tender_status)
   AND (s.facet_key & (1 << 30)) = 0;

-- The tendering rows by deadline, a missing deadline read as 'infinity' (it never passes): then
-- "open" (no deadline or one ahead) is one range, deadline > now, and so are "closed" (<= now) and
-- "closing soon" (now to now + 7 days). The predicate is the tendering test the query builder
-- writes (search-status.ts), literally, so the planner can prove it: not cancelled (bit 30) and
-- stage bits (2-3) tender (8) or none (0). Open tenders are a small part of a corpus that keeps
-- every notice ever published, so "open" reads a short range of this index. The facet key and
-- the deadline itself are included so counting them per facet is an index-only scan (Postgres
-- needs the column, not only the expression, to skip the table): 8,297 open rows of a million
-- counted in under 2 ms warm, against 40-100 ms visiting their heap pages.
CREATE INDEX opportunity_search_tendering_deadline_idx ON opportunity_search
  ((coalesce(tender_deadline_date, 'infinity'::timestamptz)), opportunity_id)
  INCLUDE (facet_key, tender_deadline_date)
  WHERE (facet_key & 1073741836) IN (0, 8);

-- The few cancelled rows, newest first, for "cancelled" browsed on its own: without it the page
-- would walk the whole default-sort index to find them.
CREATE INDEX opportunity_search_cancelled_release_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 1073741824) <> 0;
