-- Cross-posted notice matching looks up opportunities by normalised buyer name (ingest module).
CREATE INDEX IF NOT EXISTS opportunities_buyer_normalised_idx
  ON opportunities (buyer_name_normalised, release_date);
