-- Search (issue 4, ADR 0023): exact totals and facets, remembered until the data changes.
-- Counting a broad search reads every match; the same search (the next page, a popular keyword,
-- the floating bar's live count) gets the same answer as long as opportunity_search is unchanged.

-- One row per transaction that wrote to opportunity_search. A reader sees exactly the rows of the
-- transactions committed before its snapshot, and those are a prefix of the commit order, so the
-- sum of weights names the version of the data the reader sees. Rows are folded into one
-- (weights add up) by compact_opportunity_search_changes(); the sum never goes down.
CREATE TABLE opportunity_search_changes (
  transaction_id bigint PRIMARY KEY,
  weight bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION note_opportunity_search_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_search_changes (transaction_id)
  VALUES (pg_current_xact_id()::text::bigint)
  ON CONFLICT (transaction_id) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER opportunity_search_change
  AFTER INSERT OR UPDATE OR DELETE ON opportunity_search
  FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_search_change();
CREATE TRIGGER opportunity_search_change_truncate
  AFTER TRUNCATE ON opportunity_search
  FOR EACH STATEMENT EXECUTE FUNCTION note_opportunity_search_change();

-- Safe alongside writers and itself: it only removes rows it can see and adds their weight to the
-- newest one it can see, so the sum every snapshot computes stays the same.
CREATE FUNCTION compact_opportunity_search_changes() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  latest bigint;
  folded bigint;
BEGIN
  SELECT max(transaction_id) INTO latest FROM opportunity_search_changes;
  IF latest IS NULL THEN
    RETURN;
  END IF;
  WITH removed AS (
    DELETE FROM opportunity_search_changes WHERE transaction_id <> latest RETURNING weight
  )
  SELECT coalesce(sum(weight), 0) INTO folded FROM removed;
  UPDATE opportunity_search_changes SET weight = weight + folded WHERE transaction_id = latest;
END;
$$;

-- Counts per facet key of one search (its SQL condition and parameters, hashed) at one data
-- version. UNLOGGED: a cache, emptied by a crash, never needed for correctness.
CREATE UNLOGGED TABLE search_count_cache (
  cache_key text PRIMARY KEY,
  data_version text NOT NULL,
  facet_counts jsonb NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);
