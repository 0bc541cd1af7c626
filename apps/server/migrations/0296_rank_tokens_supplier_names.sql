-- Best Match (issue 28, ADR 0157): a word found only in a supplier's name ranks below the same word
-- in the title or description. "road maintenance" listed school transport won by "Orchard
-- Maintenance Ltd." above road maintenance work: the supplier's name gave "maintenance" the
-- names' weight (1.5 a mention, weight B, which buyer and supplier names share in the search
-- vector), as much as a short description mentioning it. A supplier's name says who won, not
-- what was bought. Never edit once landed.
--
-- The one definition of a word's level (0160's search_rank_tokens) changes in three ways:
-- - the names' weight counts only for a word of the buyer's name (the buyer's name says who buys,
--   often what: "Highways Agency"); a word only a supplier's name holds weighs nothing (level 0);
-- - the main CPV code's label adds its weight only to a word the title, description or buyer's
--   name holds (before, a supplier's name was enough);
-- - a word the title or description holds is at least level 1, so it always ranks above the
--   same word found only in a supplier's name, however long the description.
-- A word only in a supplier's name still matches (suppliers are searchable by name); it only
-- adds nothing to the score.
CREATE FUNCTION search_rank_tokens(
  document tsvector, cpv_label text, released timestamptz, buyer_name text
) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(search_rank_token(
           search_rank_lexeme_hash(word.lexeme),
           CASE WHEN word.in_text THEN greatest(1, word.level) ELSE word.level END,
           doc.month)), '{}')
    FROM (SELECT 3.0::float8
                   / (0.25::float8 + 0.75::float8 * length(ts_filter(document, '{a}')) / 7.0::float8)
                   AS title_weight,
                 1.0::float8
                   / (0.25::float8 + 0.75::float8 * length(ts_filter(document, '{c}')) / 40.0::float8)
                   AS description_weight,
                 tsvector_to_array(to_tsvector('english', coalesce(cpv_label, ''))) AS label,
                 tsvector_to_array(to_tsvector('english', coalesce(buyer_name, ''))) AS buyer,
                 search_rank_month(released) AS month
          OFFSET 0) AS doc,
         LATERAL (
           SELECT entry.lexeme,
                  cardinality(array_positions(entry.weights, 'A'))
                    + cardinality(array_positions(entry.weights, 'C')) > 0 AS in_text,
                  entry.lexeme = ANY (doc.buyer) AS in_buyer,
                  doc.title_weight * cardinality(array_positions(entry.weights, 'A'))
                    + doc.description_weight * cardinality(array_positions(entry.weights, 'C'))
                    AS text_weight,
                  least(cardinality(array_positions(entry.weights, 'B')), 2) AS name_mentions
             FROM unnest(ts_filter(document, '{a,b,c}')) AS entry
         ) AS counted,
         LATERAL (
           SELECT counted.lexeme, counted.in_text,
                  least(15, floor(16.0::float8 - 19.2::float8 / (1.2::float8
                    + counted.text_weight
                    + CASE WHEN counted.in_buyer THEN 1.5::float8 * counted.name_mentions
                           ELSE 0::float8 END
                    + CASE WHEN (counted.in_text OR counted.in_buyer)
                                AND counted.lexeme = ANY (doc.label)
                           THEN 1.5::float8 ELSE 0::float8 END))::integer) AS level
         ) AS word
$$;

CREATE OR REPLACE FUNCTION sync_opportunity_search_rank() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO opportunity_search_rank AS r (opportunity_id, rank_tokens)
  SELECT w.opportunity_id,
         search_rank_tokens(w.search_vector, search_rank_cpv_label(w.opportunity_id),
                            w.release_date, w.buyer_name)
    FROM written_rows w
  ON CONFLICT (opportunity_id) DO UPDATE SET rank_tokens = EXCLUDED.rank_tokens
   WHERE r.rank_tokens IS DISTINCT FROM EXCLUDED.rank_tokens;
  RETURN NULL;
END;
$$;

DROP FUNCTION search_rank_tokens(tsvector, text, timestamptz);

-- Every row's tokens again, in one pass as 0160 built them: emptied, refilled, then the token
-- index built once (cheaper than updating a GIN index row by row).
DROP INDEX opportunity_search_rank_tokens_idx;
TRUNCATE opportunity_search_rank;
INSERT INTO opportunity_search_rank (opportunity_id, rank_tokens)
SELECT s.opportunity_id,
       search_rank_tokens(s.search_vector, search_rank_cpv_label(s.opportunity_id),
                          s.release_date, s.buyer_name)
  FROM opportunity_search s;
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX opportunity_search_rank_tokens_idx ON opportunity_search_rank
  USING gin (rank_tokens) WITH (fastupdate = off);
