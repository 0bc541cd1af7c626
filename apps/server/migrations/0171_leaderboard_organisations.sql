-- Leaderboards group by organisation (ADR 0085): each summary row names its organisation, so the
-- board links to its profile. Never edit once landed.
ALTER TABLE leaderboard_entries ADD COLUMN organisation_id bigint;
-- The summary was built with the old keys: rebuild it on the next read.
INSERT INTO leaderboard_changes (transaction_id) VALUES (0) ON CONFLICT DO NOTHING;
