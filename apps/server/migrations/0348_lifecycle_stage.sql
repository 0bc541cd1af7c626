-- The lifecycle stage (issue 31, ADR 0222). `opportunities` keeps what all the notices say, the
-- clock-free phase (codes of the contract's LIFECYCLE_PHASES) and the one date that phase is read
-- with (expected tender date, standstill end, contract end, termination date, market end), plus
-- the stage as it stood when last written and when it next changes by time alone. Ingest writes
-- all four; the `lifecycle-stages` job rewrites the stage of rows whose change time has come
-- (every minute), so search's copy moves from "open" to "evaluation" at the deadline, from
-- "standstill" to "awarded" at its end, without a new notice. Never edit once landed.
ALTER TABLE opportunities
  ADD COLUMN lifecycle_phase smallint,
  ADD COLUMN lifecycle_until timestamptz,
  ADD COLUMN lifecycle_stage smallint,
  ADD COLUMN lifecycle_changes_at timestamptz;

-- The job's work list: only rows with a change ahead (or due), earliest first.
CREATE INDEX opportunities_lifecycle_changes_idx ON opportunities (lifecycle_changes_at)
  WHERE lifecycle_changes_at IS NOT NULL;

-- Search's copy: one small column, stage codes 1-13 (LIFECYCLE_STAGES' positions plus one).
ALTER TABLE opportunity_search ADD COLUMN lifecycle_stage smallint;

CREATE OR REPLACE VIEW opportunity_search_source AS
SELECT id AS opportunity_id,
       search_facet_key(source_system, stage, main_procurement_category, region_codes,
                        tender_status) AS facet_key,
       release_date, tender_deadline_date, award_date_published, search_value, buyer_name,
       cpv_prefixes, search_vector || search_phrase_pairs(search_vector) AS search_vector,
       lifecycle_stage
  FROM opportunities
 WHERE NOT is_test_notice;

-- The copy of 0011 with the stage copied too.
CREATE OR REPLACE FUNCTION sync_opportunity_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_test_notice THEN
    DELETE FROM opportunity_search WHERE opportunity_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO opportunity_search AS s (
    opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
    search_value, buyer_name, cpv_prefixes, search_vector, lifecycle_stage)
  SELECT opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
         search_value, buyer_name, cpv_prefixes, search_vector, lifecycle_stage
    FROM opportunity_search_source
   WHERE opportunity_id = NEW.id
  ON CONFLICT (opportunity_id) DO UPDATE SET
    facet_key = EXCLUDED.facet_key,
    release_date = EXCLUDED.release_date,
    tender_deadline_date = EXCLUDED.tender_deadline_date,
    award_date_published = EXCLUDED.award_date_published,
    search_value = EXCLUDED.search_value,
    buyer_name = EXCLUDED.buyer_name,
    cpv_prefixes = EXCLUDED.cpv_prefixes,
    search_vector = EXCLUDED.search_vector,
    lifecycle_stage = EXCLUDED.lifecycle_stage,
    -- a fresh filler makes the updated row TOAST its tsvector again (see 0011's table comment)
    toast_filler = DEFAULT
  WHERE (s.facet_key, s.release_date, s.tender_deadline_date, s.award_date_published,
         s.search_value, s.buyer_name, s.cpv_prefixes, s.search_vector, s.lifecycle_stage)
        IS DISTINCT FROM
        (EXCLUDED.facet_key, EXCLUDED.release_date, EXCLUDED.tender_deadline_date,
         EXCLUDED.award_date_published, EXCLUDED.search_value, EXCLUDED.buyer_name,
         EXCLUDED.cpv_prefixes, EXCLUDED.search_vector, EXCLUDED.lifecycle_stage);
  RETURN NULL;
END;
$$;

-- Stored notices are compiled again (ingest-recompile-queue) to read their phase from every
-- notice; until then an opportunity simply shows no stage.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT ocid, 'lifecycle-stage' FROM raw_releases
ON CONFLICT (ocid) DO NOTHING;
