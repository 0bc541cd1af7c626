-- The re-tender radar (issue 19, ADR 0088). Never edit once landed.

-- Standing awards by contract end date: the radar walks a window of this index in order. The
-- predicate is the standing-award test of counted-awards.ts, literally, so the planner can prove
-- it; the included columns let a page be read without the awards heap.
CREATE INDEX awards_contract_end_idx ON awards (contract_end_date, id)
  INCLUDE (opportunity_id)
  WHERE contract_end_date IS NOT NULL
    AND (status IS NULL OR status NOT IN ('cancelled', 'unsuccessful'));
-- Standing awards without an end date, which the radar counts rather than places.
CREATE INDEX awards_without_end_idx ON awards (id) INCLUDE (opportunity_id)
  WHERE contract_end_date IS NULL
    AND (status IS NULL OR status NOT IN ('cancelled', 'unsuccessful'));

-- Each buyer's usual timings, from its past notices, for the expected re-tender date: days from
-- publication to deadline, and from deadline to contract start (medians, with how many notices
-- each is taken from). organisation_id 0 holds the figures across all buyers. Refreshed by the
-- organisation job (hourly); a buyer missing here is judged by the all-buyers row.
CREATE TABLE buyer_timings (
  organisation_id bigint PRIMARY KEY,
  tender_days numeric,
  tender_samples integer NOT NULL DEFAULT 0,
  start_days numeric,
  start_samples integer NOT NULL DEFAULT 0,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
