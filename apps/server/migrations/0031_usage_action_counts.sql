-- Daily usage (issue 6): which kinds of action made up the day's count, for the Daily Usage card
-- ({"opportunity_view": 12, "search_page": 3}). action_count stays the number the limit checks.
ALTER TABLE usage_counters ADD COLUMN action_counts jsonb NOT NULL DEFAULT '{}'::jsonb;
