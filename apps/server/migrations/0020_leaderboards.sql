-- Procurement leaderboards (ADR 0025): a small pre-ranked summary, rebuilt in the background,
-- and a change log that says when it no longer matches the award tables.

-- The top rows of every period: all time (year 0, month 0), each year (month 0) and each month.
-- Only the first LEADERBOARD_MAX_LIMIT ranks of each period are kept, so a read is one short
-- index range whatever the number of opportunities.
CREATE TABLE leaderboard_entries (
  board text NOT NULL CHECK (board IN ('buyers', 'suppliers')),
  period_year smallint NOT NULL,
  period_month smallint NOT NULL,
  rank integer NOT NULL,
  entity_key text NOT NULL,
  display_name text NOT NULL,
  buyer_id_from_source text,
  supplier_scheme text,
  supplier_identifier text,
  total_awarded_value numeric(22, 2) NOT NULL,
  award_count integer NOT NULL,
  PRIMARY KEY (board, period_year, period_month, rank)
);

-- One row per writing transaction that touched the data a leaderboard is computed from. A
-- rebuild deletes the rows it can see; any row left means the summary is stale. Rows are keyed
-- by transaction id so a transaction writing many awards adds one row, and concurrent writers
-- never wait on each other (unlike a shared counter row).
CREATE TABLE leaderboard_changes (
  transaction_id bigint PRIMARY KEY,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION note_leaderboard_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_changes (transaction_id)
  VALUES (pg_current_xact_id()::text::bigint)
  ON CONFLICT (transaction_id) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER awards_leaderboard_change
  AFTER INSERT OR UPDATE OR DELETE ON awards
  FOR EACH STATEMENT EXECUTE FUNCTION note_leaderboard_change();
CREATE TRIGGER awards_leaderboard_truncate
  AFTER TRUNCATE ON awards
  FOR EACH STATEMENT EXECUTE FUNCTION note_leaderboard_change();
CREATE TRIGGER award_suppliers_leaderboard_change
  AFTER INSERT OR UPDATE OR DELETE ON award_suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION note_leaderboard_change();
CREATE TRIGGER award_suppliers_leaderboard_truncate
  AFTER TRUNCATE ON award_suppliers
  FOR EACH STATEMENT EXECUTE FUNCTION note_leaderboard_change();
-- Only the opportunity columns a leaderboard reads; search-only updates do not mark it stale.
CREATE TRIGGER opportunities_leaderboard_change
  AFTER UPDATE OF buyer_name, buyer_name_normalised, buyer_id_from_source, award_date_published,
    is_test_notice
  ON opportunities
  FOR EACH STATEMENT EXECUTE FUNCTION note_leaderboard_change();

-- A database migrated with data already in it starts stale, so the first read rebuilds.
INSERT INTO leaderboard_changes (transaction_id) VALUES (0);
