-- Search (issue 4, ADR 0020): the newest-first walk for one region. Browsing one region,
-- newest first, with a category or value filter is the commonest search on a tender site, and
-- walking the whole default-sort index to find one region's rows reads twelve rows for every
-- one kept (page 50 of "London, services, over £100,000" walked about 90,000 entries). One
-- partial index per NUTS 1 region holds only that region's rows; the query builder writes the
-- region bit as a literal when one region is chosen, so the planner can prove the predicate.
-- Each row sits in the index of each of its regions (usually one).
CREATE INDEX opportunity_search_release_desc_ukc_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 64) <> 0;
CREATE INDEX opportunity_search_release_desc_ukd_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 128) <> 0;
CREATE INDEX opportunity_search_release_desc_uke_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 256) <> 0;
CREATE INDEX opportunity_search_release_desc_ukf_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 512) <> 0;
CREATE INDEX opportunity_search_release_desc_ukg_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 1024) <> 0;
CREATE INDEX opportunity_search_release_desc_ukh_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 2048) <> 0;
CREATE INDEX opportunity_search_release_desc_uki_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 4096) <> 0;
CREATE INDEX opportunity_search_release_desc_ukj_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 8192) <> 0;
CREATE INDEX opportunity_search_release_desc_ukk_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 16384) <> 0;
CREATE INDEX opportunity_search_release_desc_ukl_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 32768) <> 0;
CREATE INDEX opportunity_search_release_desc_ukm_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 65536) <> 0;
CREATE INDEX opportunity_search_release_desc_ukn_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC) INCLUDE (facet_key, search_value)
  WHERE (facet_key & 131072) <> 0;
