-- Leaderboards join every award to its opportunity for five columns. Reading them from this
-- narrow covering index (an index-only scan, about 100 MB at a million opportunities) instead of
-- the wide opportunities heap (well over a gigabyte) is what keeps a summary rebuild, and the live
-- fallback while one is pending, to seconds (ADR 0025).
CREATE INDEX opportunities_leaderboard_idx ON opportunities (id)
  INCLUDE (buyer_id_from_source, buyer_name_normalised, buyer_name, award_date_published,
           is_test_notice);
