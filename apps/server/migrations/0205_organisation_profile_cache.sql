-- Profile figures remembered until their awards change (issue 19, ADR 0103). Never edit once landed.
--
-- A buyer or supplier profile's analytics are computed in one statement over the organisation's
-- awards; the answer is kept here with the snapshot it was computed from. Every write that could
-- change an organisation's figures logs the organisation in organisation_profile_changes with its
-- transaction id; a kept answer is used only while every logged change of its organisations was
-- visible in its snapshot (pg_visible_in_snapshot), so a write that commits while a profile is
-- being computed still invalidates it. Organisation 0 stands for every organisation. Nothing here is trusted beyond that rule: a missing or
-- stale row only means the figures are computed again.

CREATE TABLE organisation_profile_cache (
  organisation_id bigint NOT NULL,
  role text NOT NULL CHECK (role IN ('buyer', 'supplier')),
  -- The organisation and those merged into it when computed: a merge changes the set.
  member_ids bigint[] NOT NULL,
  snapshot pg_snapshot NOT NULL,
  figures jsonb NOT NULL,
  computed_at timestamptz NOT NULL,
  -- Clock-dependent lists (contracts ending soon) change at this instant; at most a day after
  -- computed_at, which is what lets old change rows be pruned.
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (organisation_id, role)
);

CREATE TABLE organisation_profile_changes (
  organisation_id bigint NOT NULL,
  xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- Set by the pruning job once the change is visible to every new snapshot; deleted a day later,
  -- when every cached answer that could have missed it has expired.
  settled_at timestamptz
);
CREATE INDEX organisation_profile_changes_organisation_idx
  ON organisation_profile_changes (organisation_id);

-- Each trigger below is one INSERT of the organisations a statement touched (no locks: rows are
-- only ever added, so concurrent writers never wait on each other).

-- A buyer link written, moved or removed: the buyer (before and after), and the suppliers of the
-- opportunity's awards (a supplier's page lists its buyers and their tender periods).
CREATE FUNCTION note_opportunity_buyers_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisation_profile_changes (organisation_id)
  SELECT DISTINCT organisation_id FROM (
    SELECT r.organisation_id FROM changed_rows r
    UNION ALL
    SELECT s.organisation_id FROM changed_rows r
      JOIN awards a ON a.opportunity_id = r.opportunity_id
      JOIN award_suppliers s ON s.award_id = a.id
     WHERE s.organisation_id IS NOT NULL) t;
  RETURN NULL;
END $$;

-- An award written or removed: its opportunity's buyer, and its own suppliers (a new award has
-- none yet; a removed one's are logged as they are deleted with it).
CREATE FUNCTION note_awards_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisation_profile_changes (organisation_id)
  SELECT DISTINCT organisation_id FROM (
    SELECT b.organisation_id FROM changed_rows r
      JOIN opportunity_buyers b ON b.opportunity_id = r.opportunity_id
    UNION ALL
    SELECT s.organisation_id FROM changed_rows r JOIN award_suppliers s ON s.award_id = r.id
     WHERE s.organisation_id IS NOT NULL) t;
  RETURN NULL;
END $$;

-- A supplier row linked, changed or removed: the supplier (before and after), the award's other
-- suppliers (a shared award's split changes) and its opportunity's buyer (counterparties, SME
-- share). Rows not linked to an organisation yet change nobody's figures.
CREATE FUNCTION note_award_suppliers_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisation_profile_changes (organisation_id)
  SELECT DISTINCT organisation_id FROM (
    SELECT r.organisation_id FROM changed_rows r
    UNION ALL
    SELECT s.organisation_id FROM (SELECT DISTINCT award_id FROM changed_rows
                                    WHERE organisation_id IS NOT NULL) r
      JOIN award_suppliers s ON s.award_id = r.award_id
    UNION ALL
    SELECT b.organisation_id FROM (SELECT DISTINCT award_id FROM changed_rows
                                    WHERE organisation_id IS NOT NULL) r
      JOIN awards a ON a.id = r.award_id
      JOIN opportunity_buyers b ON b.opportunity_id = a.opportunity_id) t
   WHERE organisation_id IS NOT NULL;
  RETURN NULL;
END $$;

-- An update logs both sides (a link moved from one organisation to another).
CREATE TRIGGER opportunity_buyers_profile_insert AFTER INSERT ON opportunity_buyers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_buyers_profile_change();
CREATE TRIGGER opportunity_buyers_profile_update_old AFTER UPDATE ON opportunity_buyers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_buyers_profile_change();
CREATE TRIGGER opportunity_buyers_profile_update_new AFTER UPDATE ON opportunity_buyers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_buyers_profile_change();
CREATE TRIGGER opportunity_buyers_profile_delete AFTER DELETE ON opportunity_buyers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_buyers_profile_change();

CREATE TRIGGER awards_profile_insert AFTER INSERT ON awards
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_awards_profile_change();
CREATE TRIGGER awards_profile_update_old AFTER UPDATE ON awards
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_awards_profile_change();
CREATE TRIGGER awards_profile_update_new AFTER UPDATE ON awards
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_awards_profile_change();
CREATE TRIGGER awards_profile_delete AFTER DELETE ON awards
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_awards_profile_change();

CREATE TRIGGER award_suppliers_profile_insert AFTER INSERT ON award_suppliers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_award_suppliers_profile_change();
CREATE TRIGGER award_suppliers_profile_update_old AFTER UPDATE ON award_suppliers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_award_suppliers_profile_change();
CREATE TRIGGER award_suppliers_profile_update_new AFTER UPDATE ON award_suppliers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_award_suppliers_profile_change();
CREATE TRIGGER award_suppliers_profile_delete AFTER DELETE ON award_suppliers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION note_award_suppliers_profile_change();

-- The opportunity columns a profile reads (CPV codes, title, WAC ID, award date, deadline, test
-- flag), row by row and only when one of them changed: opportunities rows are wide, and a
-- transition table of them would copy every updated row.
CREATE FUNCTION note_opportunity_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisation_profile_changes (organisation_id)
  SELECT organisation_id FROM opportunity_buyers WHERE opportunity_id = NEW.id
  UNION
  SELECT s.organisation_id FROM awards a JOIN award_suppliers s ON s.award_id = a.id
   WHERE a.opportunity_id = NEW.id AND s.organisation_id IS NOT NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER opportunities_profile_update AFTER UPDATE ON opportunities
  FOR EACH ROW
  WHEN ((OLD.cpv_codes, OLD.title, OLD.wac_id, OLD.award_date_published,
         OLD.tender_deadline_date, OLD.is_test_notice)
        IS DISTINCT FROM (NEW.cpv_codes, NEW.title, NEW.wac_id, NEW.award_date_published,
                          NEW.tender_deadline_date, NEW.is_test_notice))
  EXECUTE FUNCTION note_opportunity_profile_change();

-- A merge changes the survivor's member set and every page that names the merged organisation,
-- and CPV labels appear on every page: both are rare, so they log organisation 0, which every
-- kept answer depends on.
CREATE FUNCTION note_every_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisation_profile_changes (organisation_id) VALUES (0);
  RETURN NULL;
END $$;

CREATE TRIGGER organisations_profile_merge AFTER UPDATE OF merged_into ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION note_every_profile_change();
CREATE TRIGGER cpv_labels_profile_change AFTER INSERT OR UPDATE OR DELETE ON cpv_labels
  FOR EACH STATEMENT EXECUTE FUNCTION note_every_profile_change();
