-- Change logs that note only statements that changed rows (ADR 0137). Never edit once landed.
--
-- A statement-level trigger fires even when its statement touched no row. The organisation job
-- runs every hour and issues UPDATEs of award_suppliers and opportunity_buyers that usually
-- match nothing, which marked the leaderboards stale every hour (a full rebuild, ~9 s of a core
-- at a million opportunities, on the next leaderboard read) and would have made the buyer
-- timings below recompute every hour (~15 s). The triggers below look at the statement's
-- transition table (changed_rows, as the profile triggers of migration 0205 already capture on
-- these tables) and note a change only when it holds a row.

-- Notes the running transaction in the change log named by the trigger's argument when the
-- statement changed any row.
CREATE FUNCTION note_change_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    EXECUTE format(
      'INSERT INTO %I (transaction_id) VALUES (pg_current_xact_id()::text::bigint)
       ON CONFLICT (transaction_id) DO NOTHING', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END $$;

-- The leaderboards (migrations 0020, 0170): the same events, now only when rows changed.
DROP TRIGGER awards_leaderboard_change ON awards;
DROP TRIGGER award_suppliers_leaderboard_change ON award_suppliers;
DROP TRIGGER opportunity_buyers_leaderboard_change ON opportunity_buyers;
CREATE TRIGGER awards_leaderboard_insert AFTER INSERT ON awards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER awards_leaderboard_update AFTER UPDATE ON awards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER awards_leaderboard_delete AFTER DELETE ON awards REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER award_suppliers_leaderboard_insert AFTER INSERT ON award_suppliers
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER award_suppliers_leaderboard_update AFTER UPDATE ON award_suppliers
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER award_suppliers_leaderboard_delete AFTER DELETE ON award_suppliers
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER opportunity_buyers_leaderboard_insert AFTER INSERT ON opportunity_buyers
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER opportunity_buyers_leaderboard_update AFTER UPDATE ON opportunity_buyers
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');
CREATE TRIGGER opportunity_buyers_leaderboard_delete AFTER DELETE ON opportunity_buyers
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('leaderboard_changes');

-- The buyers' timings the radar estimates re-tender dates from (migration 0173): recomputed by
-- the organisation job only when this log holds a row (radar/buyer-timings.repository.ts).
CREATE TABLE buyer_timings_changes (
  transaction_id bigint PRIMARY KEY,
  changed_at timestamptz NOT NULL DEFAULT now()
);
-- For triggers without a transition table to look at (truncates, merges, the columns of
-- opportunities read).
CREATE FUNCTION note_buyer_timings_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO buyer_timings_changes (transaction_id)
  VALUES (pg_current_xact_id()::text::bigint)
  ON CONFLICT (transaction_id) DO NOTHING;
  RETURN NULL;
END $$;

-- What the timings read: the buyers' links and publication dates, merges, the notices' deadlines
-- and test flags, the awards. A new notice counts once linked to its buyer (opportunity_buyers).
CREATE TRIGGER opportunity_buyers_timings_insert AFTER INSERT ON opportunity_buyers
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('buyer_timings_changes');
CREATE TRIGGER opportunity_buyers_timings_update AFTER UPDATE ON opportunity_buyers
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('buyer_timings_changes');
CREATE TRIGGER opportunity_buyers_timings_delete AFTER DELETE ON opportunity_buyers
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('buyer_timings_changes');
CREATE TRIGGER awards_timings_insert AFTER INSERT ON awards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('buyer_timings_changes');
CREATE TRIGGER awards_timings_update AFTER UPDATE ON awards REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('buyer_timings_changes');
CREATE TRIGGER awards_timings_delete AFTER DELETE ON awards REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_change_of_rows('buyer_timings_changes');
-- An UPDATE OF trigger cannot have a transition table; the ingest sets these columns only when it
-- writes the notice, and the job's merges only when it merges.
CREATE TRIGGER opportunities_timings_change
  AFTER UPDATE OF tender_deadline_date, is_test_notice ON opportunities
  FOR EACH STATEMENT EXECUTE FUNCTION note_buyer_timings_change();
CREATE TRIGGER organisations_timings_change AFTER UPDATE OF merged_into ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION note_buyer_timings_change();
CREATE TRIGGER opportunity_buyers_timings_truncate AFTER TRUNCATE ON opportunity_buyers
  FOR EACH STATEMENT EXECUTE FUNCTION note_buyer_timings_change();
CREATE TRIGGER awards_timings_truncate AFTER TRUNCATE ON awards
  FOR EACH STATEMENT EXECUTE FUNCTION note_buyer_timings_change();

-- A database migrated with data already in it was never computed under this rule: the first run
-- computes.
INSERT INTO buyer_timings_changes (transaction_id) VALUES (0);
