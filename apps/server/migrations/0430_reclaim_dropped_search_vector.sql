-- Migration 0400 dropped opportunities.search_vector (ADR 0275), but DROP COLUMN only marks the
-- column dropped in the catalogue: every row written before it keeps its value, about 560 bytes
-- a row, 567 MB of the 1,000,000-row benchmark database's 1,678 MB heap (docs/performance.md,
-- ADR 0320). Rewriting the table once sets each dropped value to null. A database whose rows hold
-- no dropped bytes (built after 0400, or compacted) is only sampled, never rewritten.
-- The table is locked while it is rewritten (CLUSTER 62 s at 1M, load 7.6); the sample alone
-- takes about 0.1 s. Never edit once landed.
DO $$
DECLARE
  live_columns text;
  sample_percent float8;
  held_bytes float8;
BEGIN
  SELECT string_agg(format('t.%I', attname), ', ' ORDER BY attnum) INTO live_columns
    FROM pg_attribute
   WHERE attrelid = 'opportunities'::regclass AND attnum > 0 AND NOT attisdropped;
  -- About 10,000 rows' pages: `t.*` is the row as stored (dropped values included), ROW(...) the
  -- same row's live columns packed afresh; they differ only by what dropped columns still hold.
  SELECT least(100, 1e6 / greatest(reltuples, 1)) INTO sample_percent
    FROM pg_class WHERE oid = 'opportunities'::regclass;
  EXECUTE format(
    'SELECT coalesce(avg(pg_column_size(t.*) - pg_column_size(ROW(%s))), 0)
       FROM opportunities t TABLESAMPLE SYSTEM (%s)', live_columns, sample_percent)
    INTO held_bytes;
  IF held_bytes > 8 THEN
    -- CLUSTER, unlike VACUUM FULL, may run in the migration's transaction; both rewrite each row
    -- without its dropped values and rebuild the indexes. Its ordering mark is not kept.
    CLUSTER opportunities USING opportunities_pkey;
    ALTER TABLE opportunities SET WITHOUT CLUSTER;
  END IF;
END $$;
