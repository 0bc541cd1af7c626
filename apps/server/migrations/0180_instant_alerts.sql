-- Instant alerts (issue 20, docs/decisions/0090). Never edit once landed.

-- How a profile's matches are sent: `daily`, the digest at ALERT_DIGEST_CRON (what every profile
-- did before), or `instant`, one email after each source sync that stored new matches. Instant
-- is for paid tiers, which the server checks on every write and at dispatch.
ALTER TABLE alert_profiles
  ADD COLUMN delivery text NOT NULL DEFAULT 'daily' CHECK (delivery IN ('daily', 'instant'));

-- Each run (the daily digest, or an instant run after a sync) walks the active profiles of its
-- own delivery in id order.
DROP INDEX alert_profiles_active_idx;
CREATE INDEX alert_profiles_active_idx ON alert_profiles (delivery, id) WHERE is_active;
