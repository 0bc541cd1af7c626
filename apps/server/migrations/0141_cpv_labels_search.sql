-- CPV in words (issue 17, ADR 0071): the official CPV 2008 list is loaded into cpv_labels (0001)
-- by the server itself, from a file shipped in the repository, after the migrations
-- (src/modules/cpv/official-cpv-list.ts); this table remembers which version of each reference
-- file were loaded (by content), so each file is loaded once, not at every start, and a list an
-- operator loaded with `npm run cpv:import` is not undone by the next start.
CREATE TABLE reference_data_loads (
  name text NOT NULL,
  sha256 text NOT NULL,
  row_count integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, sha256)
);

-- GET /api/cpv/?q=: codes by prefix (a btree range on the code as bytes, whatever the
-- database's collation) and labels by word (stemmed, prefix matching as the user types).
CREATE INDEX cpv_labels_code_prefix_idx ON cpv_labels (code text_pattern_ops);
CREATE INDEX cpv_labels_words_idx ON cpv_labels USING gin (to_tsvector('english', label));
