-- Best Match (issue 18, ADR 0080): rank tokens, an impact index in which a keyword's best matches
-- can be read first. Never edit once landed.
--
-- Each word (lexeme) of an opportunity gets one token: the word's hash, how strongly the
-- opportunity is about that word (its level, 0-15) and the month it was released in. A GIN
-- index over the tokens then lists, for one word, the opportunities of one level and one month:
-- a search for "maintenance" reads its strongest, newest matches first, a few hundred rows,
-- instead of ranking a quarter of a million (docs/search-ranking.md draws it).
--
-- The level is a BM25F weight, quantised: the word's occurrences per field, weighted (title over
-- the buyer and supplier names and the main CPV code's label, those over the description), the
-- title and the description normalised by their length, then saturated, w / (w + 1.2), so the
-- fifth mention adds little. 16 levels are 6% steps of that saturation. Term rarity and the
-- recency and open-status boosts are added at query time (relevance-score.ts): they change with
-- the corpus and the clock, the level does not.

-- The upper 48 bits of the lexeme's 64-bit hash; the lower 16 bits of a token hold the level
-- (4 bits) and the month (12 bits). Two words share a hash with odds of about 1 in 3 x 10^8 for
-- a corpus of a million distinct words; the page is checked against the words anyway
-- (relevance-walk.ts).
CREATE FUNCTION search_rank_lexeme_hash(lexeme text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT hashtextextended(lexeme, 0) & -65536
$$;

CREATE FUNCTION search_rank_token(lexeme_hash bigint, level integer, month integer) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lexeme_hash | (level::bigint << 12) | month
$$;

-- Months since January 1990 in UTC (0 for a missing or earlier date, 4095 at most: 2331).
-- relevance-months.ts computes the same numbers.
CREATE FUNCTION search_rank_month(released timestamptz) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(greatest(0, least(4095,
           (extract(year FROM released AT TIME ZONE 'UTC')::integer - 1990) * 12
           + extract(month FROM released AT TIME ZONE 'UTC')::integer - 1)), 0)
$$;

-- The tokens of one opportunity: every word of its search vector (title weight A, buyer and
-- supplier names B, description C; the stored phrase pairs of 0014 carry no weight and are left
-- out) with its level. Weights: title 3 (divided by the title's length against a typical 7 words,
-- b = 0.75), names 1.5 per mention up to two, the main CPV code's label 1.5 (only for words the
-- text holds: the label never makes a match), description 1 (length against a typical 40
-- words). level = floor(16 w / (w + 1.2)), written 16 - 19.2 / (w + 1.2). The OFFSET 0 keeps the
-- per-opportunity figures from being recomputed for every word.
CREATE FUNCTION search_rank_tokens(document tsvector, cpv_label text, released timestamptz)
RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(search_rank_token(
           search_rank_lexeme_hash(word.lexeme),
           least(15, floor(16.0::float8 - 19.2::float8 / (1.2::float8
             + doc.title_weight * cardinality(array_positions(word.weights, 'A'))
             + 1.5::float8 * least(cardinality(array_positions(word.weights, 'B')), 2)
             + CASE WHEN word.lexeme = ANY (doc.label) THEN 1.5::float8 ELSE 0::float8 END
             + doc.description_weight * cardinality(array_positions(word.weights, 'C'))))::integer),
           doc.month)), '{}')
    FROM (SELECT 3.0::float8
                   / (0.25::float8 + 0.75::float8 * length(ts_filter(document, '{a}')) / 7.0::float8)
                   AS title_weight,
                 1.0::float8
                   / (0.25::float8 + 0.75::float8 * length(ts_filter(document, '{c}')) / 40.0::float8)
                   AS description_weight,
                 tsvector_to_array(to_tsvector('english', coalesce(cpv_label, ''))) AS label,
                 search_rank_month(released) AS month
          OFFSET 0) AS doc,
         unnest(ts_filter(document, '{a,b,c}')) AS word
$$;

-- The level of each hash in a token array, in order (NULL where the word is absent): how
-- candidates are scored on the other words of a search without reading their search vector.
CREATE FUNCTION search_rank_levels(tokens bigint[], lexeme_hashes bigint[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg((SELECT max(((token >> 12) & 15)::integer) FROM unnest(tokens) AS token
                     WHERE token & -65536 = wanted.lexeme_hash) ORDER BY wanted.position)
    FROM unnest(lexeme_hashes) WITH ORDINALITY AS wanted (lexeme_hash, position)
$$;

-- The main CPV code's label, as the tokens read it.
CREATE FUNCTION search_rank_cpv_label(opportunity_id bigint) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT l.label FROM opportunities o JOIN cpv_labels l ON l.code = o.cpv_codes[1]
   WHERE o.id = opportunity_id
$$;

-- One row of tokens per row of the search copy, in a table of its own so the copy's rows (which
-- every count reads) stay as narrow as they are. Built in one parallel pass, then indexed.
CREATE TABLE opportunity_search_rank AS
SELECT s.opportunity_id,
       search_rank_tokens(s.search_vector, search_rank_cpv_label(s.opportunity_id), s.release_date)
         AS rank_tokens
  FROM opportunity_search s;
ALTER TABLE opportunity_search_rank
  ALTER COLUMN opportunity_id SET NOT NULL,
  ALTER COLUMN rank_tokens SET NOT NULL,
  ADD PRIMARY KEY (opportunity_id),
  ADD FOREIGN KEY (opportunity_id) REFERENCES opportunity_search (opportunity_id)
    ON DELETE CASCADE;
SET LOCAL maintenance_work_mem = '256MB';
-- fastupdate off, as for the copy's own GIN index: a pending list would be read by every search.
CREATE INDEX opportunity_search_rank_tokens_idx ON opportunity_search_rank
  USING gin (rank_tokens) WITH (fastupdate = off);

-- Kept in step by statement triggers on the copy (deletes cascade through the key). Tokens are
-- computed again for every row a statement wrote and stored only when they changed.
CREATE FUNCTION sync_opportunity_search_rank() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_search_rank AS r (opportunity_id, rank_tokens)
  SELECT w.opportunity_id,
         search_rank_tokens(w.search_vector, search_rank_cpv_label(w.opportunity_id),
                            w.release_date)
    FROM written_rows w
  ON CONFLICT (opportunity_id) DO UPDATE SET rank_tokens = EXCLUDED.rank_tokens
   WHERE r.rank_tokens IS DISTINCT FROM EXCLUDED.rank_tokens;
  RETURN NULL;
END;
$$;

CREATE TRIGGER opportunity_search_rank_inserts
  AFTER INSERT ON opportunity_search REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_opportunity_search_rank();
CREATE TRIGGER opportunity_search_rank_updates
  AFTER UPDATE ON opportunity_search REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_opportunity_search_rank();

-- Best Match adds a gentle boost to open opportunities; to bound it, the walk needs the oldest
-- release among the open ones. The tendering deadline index of 0140 gains the release date, so
-- that is an index-only scan of the open range (a few thousand entries) as counting it already is.
DROP INDEX opportunity_search_tendering_deadline_idx;
CREATE INDEX opportunity_search_tendering_deadline_idx ON opportunity_search
  ((coalesce(tender_deadline_date, 'infinity'::timestamptz)), opportunity_id)
  INCLUDE (facet_key, tender_deadline_date, release_date)
  WHERE (facet_key & 1073741836) IN (0, 8);
