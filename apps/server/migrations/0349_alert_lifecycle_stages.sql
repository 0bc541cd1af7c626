-- Alert profiles may ask for lifecycle stages (issue 31, ADR 0222): comma-joined stage keys of
-- the contract's LIFECYCLE_STAGES, '' for any stage. Matched through the search's own filter
-- (toAlertSearchQuery -> lifecycle_stage). Never edit once landed.
ALTER TABLE alert_profiles ADD COLUMN lifecycle_stages text NOT NULL DEFAULT '';
