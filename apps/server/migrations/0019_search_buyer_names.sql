-- Search (issue 4, ADR 0020 "Later (session 4)"): the buyer filter ("contains", any case) finds
-- the buyer names first, then their rows. A trigram index over a million rows' buyer names made
-- Postgres merge the posting lists of every trigram of the pattern across the whole table ("NHS
-- Kent Integrated Care Board": about 30 common trigrams, 41 ms before a single row was read).
-- The distinct names are a few thousand: matching the pattern against them is a small trigram
-- lookup, and the rows of the names found come from an equality index on the names' md5.
--
-- Names are only ever added (by the triggers below, from every row written), never removed: a
-- name no longer used matches no rows. So the names matching a pattern are exactly the buyer
-- names of the rows that match it. Keyed by md5, as a name can be longer than a btree entry may.
CREATE TABLE search_buyer_names (
  name_hash uuid PRIMARY KEY,
  name text NOT NULL
);
CREATE INDEX search_buyer_names_trgm_idx ON search_buyer_names
  USING gin (name gin_trgm_ops) WITH (fastupdate = off);

CREATE FUNCTION note_search_buyer_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_buyer_names (name_hash, name)
  SELECT DISTINCT md5(buyer_name)::uuid, buyer_name FROM written_rows
   WHERE buyer_name IS NOT NULL
  ON CONFLICT (name_hash) DO NOTHING;
  RETURN NULL;
END;
$$;

CREATE TRIGGER search_buyer_names_inserts
  AFTER INSERT ON opportunity_search REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_search_buyer_names();
CREATE TRIGGER search_buyer_names_updates
  AFTER UPDATE ON opportunity_search REFERENCING NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION note_search_buyer_names();

INSERT INTO search_buyer_names (name_hash, name)
SELECT DISTINCT md5(buyer_name)::uuid, buyer_name FROM opportunity_search
 WHERE buyer_name IS NOT NULL
ON CONFLICT (name_hash) DO NOTHING;

-- The rows of a set of names, by the same md5 key: a btree entry of 16 bytes whatever the name's
-- length, and exact, so a bitmap of the rows needs no recheck of each row against the names (a
-- hash index's does: "council", 142 names and 219,791 rows, took 400 ms more that way).
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX opportunity_search_buyer_hash_idx ON opportunity_search ((md5(buyer_name)::uuid));
DROP INDEX opportunity_search_buyer_idx;
