-- "Include documents" on an alert profile (issue 32, ADR 0240): its words may also be found in
-- the tender documents. Off for every existing profile.
ALTER TABLE alert_profiles ADD COLUMN include_documents boolean NOT NULL DEFAULT false;
