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

-- The buyers of these opportunities and the suppliers of their awards.
CREATE FUNCTION organisation_profile_parties(opportunity_ids bigint[])
RETURNS TABLE (organisation_id bigint) LANGUAGE sql STABLE AS $$
  SELECT b.organisation_id FROM opportunity_buyers b
   WHERE b.opportunity_id = ANY (opportunity_ids)
  UNION
  SELECT s.organisation_id FROM awards a JOIN award_suppliers s ON s.award_id = a.id
   WHERE a.opportunity_id = ANY (opportunity_ids) AND s.organisation_id IS NOT NULL
$$;

CREATE FUNCTION log_organisation_profile_changes(organisation_ids bigint[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO organisation_profile_changes (organisation_id)
  SELECT DISTINCT id FROM unnest(organisation_ids) AS u(id) WHERE id IS NOT NULL
$$;

-- A buyer link written, moved or removed: the buyer's figures, and its suppliers' (a supplier's
-- page lists its buyers and their tender periods).
CREATE FUNCTION note_opportunity_buyers_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  opportunity_ids bigint[];
  buyer_ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(opportunity_id), array_agg(organisation_id) INTO opportunity_ids, buyer_ids
      FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(opportunity_id), array_agg(organisation_id) INTO opportunity_ids, buyer_ids
      FROM old_rows;
  ELSE
    SELECT array_agg(opportunity_id), array_agg(organisation_id) INTO opportunity_ids, buyer_ids
      FROM (SELECT opportunity_id, organisation_id FROM new_rows
            UNION ALL SELECT opportunity_id, organisation_id FROM old_rows) r;
  END IF;
  IF opportunity_ids IS NOT NULL THEN
    PERFORM log_organisation_profile_changes(
      buyer_ids || ARRAY(SELECT organisation_id FROM organisation_profile_parties(opportunity_ids)));
  END IF;
  RETURN NULL;
END $$;

-- An award written or removed: everyone on its opportunity (buyer and suppliers).
CREATE FUNCTION note_awards_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  opportunity_ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT opportunity_id) INTO opportunity_ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT opportunity_id) INTO opportunity_ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT opportunity_id) INTO opportunity_ids
      FROM (SELECT opportunity_id FROM new_rows UNION ALL SELECT opportunity_id FROM old_rows) r;
  END IF;
  IF opportunity_ids IS NOT NULL THEN
    PERFORM log_organisation_profile_changes(
      ARRAY(SELECT organisation_id FROM organisation_profile_parties(opportunity_ids)));
  END IF;
  RETURN NULL;
END $$;

-- A supplier row written, linked or removed: the supplier it names (before and after), and the
-- other parties of its opportunity (a shared award's split and a buyer's counterparties change).
-- Rows not linked to an organisation yet change nobody's figures.
CREATE FUNCTION note_award_suppliers_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  award_ids bigint[];
  supplier_ids bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(award_id), array_agg(organisation_id) INTO award_ids, supplier_ids
      FROM new_rows WHERE organisation_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(award_id), array_agg(organisation_id) INTO award_ids, supplier_ids
      FROM old_rows WHERE organisation_id IS NOT NULL;
  ELSE
    SELECT array_agg(award_id), array_agg(organisation_id) INTO award_ids, supplier_ids
      FROM (SELECT award_id, organisation_id FROM new_rows
            UNION ALL SELECT award_id, organisation_id FROM old_rows) r
     WHERE organisation_id IS NOT NULL;
  END IF;
  IF award_ids IS NOT NULL THEN
    PERFORM log_organisation_profile_changes(supplier_ids || ARRAY(
      SELECT p.organisation_id FROM organisation_profile_parties(ARRAY(
        SELECT DISTINCT a.opportunity_id FROM awards a WHERE a.id = ANY (award_ids))) p));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER opportunity_buyers_profile_insert AFTER INSERT ON opportunity_buyers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_buyers_profile_change();
CREATE TRIGGER opportunity_buyers_profile_update AFTER UPDATE ON opportunity_buyers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_buyers_profile_change();
CREATE TRIGGER opportunity_buyers_profile_delete AFTER DELETE ON opportunity_buyers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_buyers_profile_change();

CREATE TRIGGER awards_profile_insert AFTER INSERT ON awards
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_awards_profile_change();
CREATE TRIGGER awards_profile_update AFTER UPDATE ON awards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_awards_profile_change();
CREATE TRIGGER awards_profile_delete AFTER DELETE ON awards
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_awards_profile_change();

CREATE TRIGGER award_suppliers_profile_insert AFTER INSERT ON award_suppliers
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_award_suppliers_profile_change();
CREATE TRIGGER award_suppliers_profile_update AFTER UPDATE ON award_suppliers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_award_suppliers_profile_change();
CREATE TRIGGER award_suppliers_profile_delete AFTER DELETE ON award_suppliers
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_award_suppliers_profile_change();

-- The opportunity columns a profile reads (CPV codes, title, WAC ID, award date, deadline, test
-- flag), row by row and only when one of them changed: opportunities rows are wide, and a
-- transition table of them would copy every updated row.
CREATE FUNCTION note_opportunity_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM log_organisation_profile_changes(
    ARRAY(SELECT organisation_id FROM organisation_profile_parties(ARRAY[NEW.id])));
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
  PERFORM log_organisation_profile_changes(ARRAY[0::bigint]);
  RETURN NULL;
END $$;

CREATE TRIGGER organisations_profile_merge AFTER UPDATE OF merged_into ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION note_every_profile_change();
CREATE TRIGGER cpv_labels_profile_change AFTER INSERT OR UPDATE OR DELETE ON cpv_labels
  FOR EACH STATEMENT EXECUTE FUNCTION note_every_profile_change();
