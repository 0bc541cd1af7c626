-- Alert profiles may ask for the search's framework filter (issue 31, ADR 0262): frameworks and
-- dynamic markets only, call-offs only, or no call-offs; NULL for every notice. Matched through
-- the search's own filter (toAlertSearchQuery -> framework). Never edit once landed.
ALTER TABLE alert_profiles
  ADD COLUMN framework text CHECK (framework IN ('frameworks', 'call_offs', 'no_call_offs'));
