-- Search (issue 4, ADR 0020): a narrow copy of every searchable opportunity, kept in step by
-- triggers, plus a running count per facet combination. Never edit once landed.

-- The four facets the search screen counts (source, stage, category, NUTS 1 regions) packed in
-- one integer, so counting a match set is a hash on one int and facet filters are bit tests:
--   bits 0-1 source   (1 ContractsFinder, 2 FTS, 0 anything else)
--   bits 2-3 stage    (1 planning, 2 tender, 3 award, 0 anything else; as the stage label groups)
--   bits 4-5 category (1 goods, 2 services, 3 works, 0 none)
--   bits 6-17 region  (one bit per NUTS 1 region, UKC = bit 6 ... UKN = bit 17)
-- apps/server/src/modules/search/search-facets.ts decodes the same layout. (In SQL, | and << share
-- one precedence level, hence the parentheses.)
CREATE FUNCTION search_facet_key(
  source_system text, stage text, category text, region_codes text[]
) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE source_system WHEN 'ContractsFinder' THEN 1 WHEN 'FTS' THEN 2 ELSE 0 END)
       | ((CASE WHEN lower(stage) IN ('planning', 'planningupdate') THEN 1
                WHEN lower(stage) IN ('tender', 'tenderamendment', 'tenderupdate') THEN 2
                WHEN lower(stage) IN ('award', 'awardupdate', 'contract') THEN 3
                ELSE 0 END) << 2)
       | ((CASE lower(category) WHEN 'goods' THEN 1 WHEN 'services' THEN 2 WHEN 'works' THEN 3
                ELSE 0 END) << 4)
       | coalesce((
           SELECT bit_or(1 << (5 + array_position(
                    ARRAY['UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH',
                          'UKI', 'UKJ', 'UKK', 'UKL', 'UKM', 'UKN'], code)))
             FROM unnest(region_codes) AS code
            WHERE code IN ('UKC', 'UKD', 'UKE', 'UKF', 'UKG', 'UKH',
                           'UKI', 'UKJ', 'UKK', 'UKL', 'UKM', 'UKN')), 0)
$$;

-- One row per searchable opportunity (test notices are left out) with only what search filters,
-- sorts and counts on. Counting a broad keyword reads every matching row, so the row must be
-- small: the tsvector is moved out of line (TOAST). Postgres only TOASTs rows over about 2 kB
-- whatever toast_tuple_target says, so `toast_filler` (2,100 spaces, which compress to about 30
-- bytes) pushes every new row over that line; the tsvector, stored EXTERNAL, then goes to the
-- TOAST table and the heap row stays near 200 bytes. Matching never reads the tsvector itself
-- (the GIN index answers), only phrase rechecks and ranking do.
CREATE TABLE opportunity_search (
  opportunity_id bigint PRIMARY KEY REFERENCES opportunities (id) ON DELETE CASCADE,
  facet_key integer NOT NULL,
  release_date timestamptz,
  tender_deadline_date timestamptz,
  award_date_published timestamptz,
  -- award value when there is one, else the estimated (tender) value
  search_value numeric(20, 2),
  buyer_name text,
  cpv_prefixes text[] NOT NULL DEFAULT '{}',
  search_vector tsvector NOT NULL,
  toast_filler text NOT NULL DEFAULT repeat(' ', 2100)
) WITH (toast_tuple_target = 256);
ALTER TABLE opportunity_search ALTER COLUMN search_vector SET STORAGE EXTERNAL;
-- Kept inline and uncompressed so filters read them without a detour.
ALTER TABLE opportunity_search ALTER COLUMN cpv_prefixes SET STORAGE MAIN;
ALTER TABLE opportunity_search ALTER COLUMN buyer_name SET STORAGE MAIN;

-- fastupdate off: a pending list would be scanned by every search; writes are rare by comparison.
CREATE INDEX opportunity_search_vector_idx ON opportunity_search
  USING gin (search_vector) WITH (fastupdate = off);
CREATE INDEX opportunity_search_cpv_idx ON opportunity_search
  USING gin (cpv_prefixes) WITH (fastupdate = off);
CREATE INDEX opportunity_search_buyer_idx ON opportunity_search
  USING gin (buyer_name gin_trgm_ops) WITH (fastupdate = off);
-- One index per sort, NULLs last in both directions, the id as a stable tie-break.
CREATE INDEX opportunity_search_release_desc_idx ON opportunity_search
  (release_date DESC NULLS LAST, opportunity_id DESC);
CREATE INDEX opportunity_search_release_asc_idx ON opportunity_search
  (release_date ASC NULLS LAST, opportunity_id);
CREATE INDEX opportunity_search_deadline_idx ON opportunity_search
  (tender_deadline_date, opportunity_id);
CREATE INDEX opportunity_search_value_desc_idx ON opportunity_search
  (search_value DESC NULLS LAST, opportunity_id DESC);
CREATE INDEX opportunity_search_value_asc_idx ON opportunity_search
  (search_value ASC NULLS LAST, opportunity_id);
-- Real selectivities for the facet bit tests the query builder writes (source, stage, category).
CREATE STATISTICS opportunity_search_facet_stats
  ON ((facet_key & 3)), ((facet_key & 12)), ((facet_key & 48)) FROM opportunity_search;

-- The opportunity_search columns of every searchable opportunity: the one place the copy is
-- defined, used by the trigger below, the backfill at the end and the benchmark's bulk load.
CREATE VIEW opportunity_search_source AS
SELECT id AS opportunity_id,
       search_facet_key(source_system, stage, main_procurement_category, region_codes)
         AS facet_key,
       release_date, tender_deadline_date, award_date_published, search_value, buyer_name,
       cpv_prefixes, search_vector
  FROM opportunities
 WHERE NOT is_test_notice;

-- Copies an opportunity into opportunity_search on every insert and update (or removes it when it
-- turns out to be a test notice). Deletes cascade through the foreign key.
CREATE FUNCTION sync_opportunity_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_test_notice THEN
    DELETE FROM opportunity_search WHERE opportunity_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO opportunity_search AS s (
    opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
    search_value, buyer_name, cpv_prefixes, search_vector)
  SELECT opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
         search_value, buyer_name, cpv_prefixes, search_vector
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
    -- a fresh filler makes the updated row TOAST its tsvector again (see the table comment)
    toast_filler = DEFAULT
  WHERE (s.facet_key, s.release_date, s.tender_deadline_date, s.award_date_published,
         s.search_value, s.buyer_name, s.cpv_prefixes, s.search_vector)
        IS DISTINCT FROM
        (EXCLUDED.facet_key, EXCLUDED.release_date, EXCLUDED.tender_deadline_date,
         EXCLUDED.award_date_published, EXCLUDED.search_value, EXCLUDED.buyer_name,
         EXCLUDED.cpv_prefixes, EXCLUDED.search_vector);
  RETURN NULL;
END;
$$;

CREATE TRIGGER opportunities_search_sync
  AFTER INSERT OR UPDATE ON opportunities
  FOR EACH ROW EXECUTE FUNCTION sync_opportunity_search();

-- Searchable opportunities per facet combination, as an append-only ledger of deltas: writers
-- only ever insert (+n / -n), so concurrent ingests never wait on a shared counter row. Summing
-- it gives the exact total and facets of every search whose only filters are facets (including
-- no filter at all) without touching opportunity_search. compact_opportunity_search_counts()
-- folds the ledger back to one row per combination.
CREATE TABLE opportunity_search_counts (
  facet_key integer NOT NULL,
  doc_count bigint NOT NULL
);

CREATE FUNCTION count_opportunity_search_inserts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_search_counts (facet_key, doc_count)
  SELECT facet_key, count(*) FROM inserted_rows GROUP BY facet_key;
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_opportunity_search_deletes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_search_counts (facet_key, doc_count)
  SELECT facet_key, -count(*) FROM deleted_rows GROUP BY facet_key;
  RETURN NULL;
END;
$$;

CREATE FUNCTION count_opportunity_search_updates() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_search_counts (facet_key, doc_count)
  SELECT facet_key, sum(delta) FROM (
    SELECT facet_key, -1 AS delta FROM old_rows
    UNION ALL
    SELECT facet_key, 1 FROM new_rows
  ) AS changes
  GROUP BY facet_key HAVING sum(delta) <> 0;
  RETURN NULL;
END;
$$;

CREATE FUNCTION reset_opportunity_search_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM opportunity_search_counts;
  RETURN NULL;
END;
$$;

CREATE TRIGGER opportunity_search_count_inserts
  AFTER INSERT ON opportunity_search REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_opportunity_search_inserts();
CREATE TRIGGER opportunity_search_count_deletes
  AFTER DELETE ON opportunity_search REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_opportunity_search_deletes();
CREATE TRIGGER opportunity_search_count_updates
  AFTER UPDATE ON opportunity_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_opportunity_search_updates();
CREATE TRIGGER opportunity_search_count_truncate
  AFTER TRUNCATE ON opportunity_search
  FOR EACH STATEMENT EXECUTE FUNCTION reset_opportunity_search_counts();

-- Safe to run at any time, also concurrently with writers and with itself: rows a concurrent
-- writer adds are not visible to the DELETE and stay; rows another compaction took are skipped.
CREATE FUNCTION compact_opportunity_search_counts() RETURNS void
LANGUAGE sql AS $$
  WITH removed AS (DELETE FROM opportunity_search_counts RETURNING facet_key, doc_count)
  INSERT INTO opportunity_search_counts (facet_key, doc_count)
  SELECT facet_key, sum(doc_count) FROM removed GROUP BY facet_key HAVING sum(doc_count) <> 0
$$;

-- Opportunities that exist already (a database migrated with data in it).
INSERT INTO opportunity_search (
  opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
  search_value, buyer_name, cpv_prefixes, search_vector)
SELECT opportunity_id, facet_key, release_date, tender_deadline_date, award_date_published,
       search_value, buyer_name, cpv_prefixes, search_vector
  FROM opportunity_search_source;
SELECT compact_opportunity_search_counts();
