-- Search (issue 4, ADR 0049): exact totals of common one-word and one-CPV-code searches without
-- counting rows. Counting the matches of a word a quarter of all notices hold ("maintenance")
-- reads a quarter of a million rows however they are stored (ADR 0020, about 120 ms on two
-- cores). For the keys listed in search_counted_terms, a running ledger keeps how many searchable
-- rows hold each key per facet key, so a search for one such key with only facet filters is summed
-- from the ledger. A key is a lexeme of search_vector (a word, or a two-word phrase, which is one
-- pair lexeme since 0014), or ' cpv ' followed by one of cpv_prefixes (a CPV subtree or code).
-- Lexemes never start with a space, so the two kinds cannot collide.

-- The keys being counted. A key is only ever added by start_counting_search_term(), which counts
-- its rows under a lock that keeps writers out, so from then on the ledger is exact.
CREATE TABLE search_counted_terms (
  term_key text PRIMARY KEY,
  counted_at timestamptz NOT NULL DEFAULT now()
);

-- Append-only ledger of +n / -n per (key, facet key), like opportunity_search_counts (0011):
-- writers only insert, so concurrent ingests never wait on a shared counter row.
-- compact_search_term_counts() folds a key's rows back to one per facet key.
CREATE TABLE search_term_counts (
  term_key text NOT NULL,
  facet_key integer NOT NULL,
  doc_count bigint NOT NULL
);
CREATE INDEX search_term_counts_key_idx ON search_term_counts (term_key)
  INCLUDE (facet_key, doc_count);

-- The keys of one row: its lexemes and its CPV prefixes.
CREATE FUNCTION search_term_keys(document tsvector, cpv_prefixes text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT tsvector_to_array(document)
         || ARRAY(SELECT ' cpv ' || prefix FROM unnest(cpv_prefixes) AS prefix)
$$;

-- Inserted rows add one per counted key they hold, deleted rows take one away.
CREATE FUNCTION count_search_term_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_counted_terms) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_term_counts (term_key, facet_key, doc_count)
  SELECT t.term_key, keyed.facet_key, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*)
    FROM (SELECT unnest(search_term_keys(r.search_vector, r.cpv_prefixes)) AS key, r.facet_key
            FROM written_rows r) AS keyed
    JOIN search_counted_terms t ON t.term_key = keyed.key
   GROUP BY t.term_key, keyed.facet_key;
  RETURN NULL;
END;
$$;

-- Only rows whose keys or facets changed are unnested (a sync re-reading an unchanged notice
-- rewrites its row with the same values); an update that nets to nothing adds no ledger row.
CREATE FUNCTION count_search_term_updates() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM search_counted_terms) THEN
    RETURN NULL;
  END IF;
  INSERT INTO search_term_counts (term_key, facet_key, doc_count)
  WITH changed AS (
    SELECT o.search_vector AS old_vector, o.cpv_prefixes AS old_cpv, o.facet_key AS old_key,
           n.search_vector AS new_vector, n.cpv_prefixes AS new_cpv, n.facet_key AS new_key
      FROM old_rows o FULL JOIN new_rows n ON n.opportunity_id = o.opportunity_id
     WHERE o.opportunity_id IS NULL OR n.opportunity_id IS NULL
        OR o.facet_key <> n.facet_key
        OR o.cpv_prefixes IS DISTINCT FROM n.cpv_prefixes
        OR o.search_vector IS DISTINCT FROM n.search_vector
  ), keyed AS (
    SELECT unnest(search_term_keys(old_vector, old_cpv)) AS key, old_key AS facet_key, -1 AS sign
      FROM changed WHERE old_key IS NOT NULL
    UNION ALL
    SELECT unnest(search_term_keys(new_vector, new_cpv)), new_key, 1
      FROM changed WHERE new_key IS NOT NULL
  )
  SELECT t.term_key, keyed.facet_key, sum(keyed.sign)
    FROM keyed JOIN search_counted_terms t ON t.term_key = keyed.key
   GROUP BY t.term_key, keyed.facet_key
  HAVING sum(keyed.sign) <> 0;
  RETURN NULL;
END;
$$;

-- An emptied table holds no keys: the counted ones stay counted, from zero.
CREATE FUNCTION reset_search_term_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_term_counts;
  RETURN NULL;
END;
$$;

CREATE TRIGGER search_term_count_inserts
  AFTER INSERT ON opportunity_search REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_term_rows();
CREATE TRIGGER search_term_count_deletes
  AFTER DELETE ON opportunity_search REFERENCING OLD TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_term_rows();
CREATE TRIGGER search_term_count_updates
  AFTER UPDATE ON opportunity_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_term_updates();
CREATE TRIGGER search_term_count_truncate
  AFTER TRUNCATE ON opportunity_search
  FOR EACH STATEMENT EXECUTE FUNCTION reset_search_term_counts();

-- Starts counting a key: returns false when it is counted already. SHARE mode waits for the
-- writers in progress to commit and keeps new ones out until this commits, so the count below
-- sees every row written before, and every row written after is counted by the triggers above.
-- Writers wait for one count (a few hundred milliseconds at most); lock_timeout bounds the wait
-- for a long writer, and the caller tries again later. Run it in a READ COMMITTED transaction of
-- its own, so the count's snapshot is taken after the lock.
CREATE FUNCTION start_counting_search_term(term text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_counted_terms WHERE term_key = term) THEN
    RETURN false;
  END IF;
  SET LOCAL lock_timeout = '2s';
  LOCK TABLE opportunity_search IN SHARE MODE;
  INSERT INTO search_counted_terms (term_key) VALUES (term) ON CONFLICT (term_key) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  IF term LIKE ' cpv %' THEN
    INSERT INTO search_term_counts (term_key, facet_key, doc_count)
    SELECT term, s.facet_key, count(*)
      FROM opportunity_search s
     WHERE s.cpv_prefixes && ARRAY[substr(term, 6)]
     GROUP BY s.facet_key;
  ELSE
    INSERT INTO search_term_counts (term_key, facet_key, doc_count)
    SELECT term, s.facet_key, count(*)
      FROM opportunity_search s
     WHERE s.search_vector @@ array_to_tsvector(ARRAY[term])::text::tsquery
     GROUP BY s.facet_key;
  END IF;
  RETURN true;
END;
$$;

-- Folds one key's ledger rows back to one per facet key. Safe alongside writers and itself,
-- as compact_opportunity_search_counts() is: rows a concurrent writer adds are not visible to the
-- DELETE and stay; rows another compaction took are skipped.
CREATE FUNCTION compact_search_term_counts(term text) RETURNS void
LANGUAGE sql AS $$
  WITH removed AS (
    DELETE FROM search_term_counts WHERE term_key = term RETURNING facet_key, doc_count
  )
  INSERT INTO search_term_counts (term_key, facet_key, doc_count)
  SELECT term, facet_key, sum(doc_count) FROM removed GROUP BY facet_key
  HAVING sum(doc_count) <> 0
$$;
