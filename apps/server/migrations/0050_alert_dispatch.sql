-- Alert digests (issue 7, docs/decisions/0042). Never edit once landed.

-- How far the dispatcher has looked for a profile: every opportunity first seen before this has
-- been matched against it. Separate from last_alerted_at (when a digest was last sent), which only
-- moves when a digest goes out. NULL until the first run: matching then starts at created_at.
ALTER TABLE alert_profiles ADD COLUMN matched_until timestamptz;

-- One-click unsubscribe links. Each digest carries a fresh random token; only its SHA-256 hash is
-- kept, so a copy of the database cannot be turned into working links. A token turns off exactly
-- one profile and keeps working (idempotently) for as long as the profile exists.
CREATE TABLE alert_unsubscribe_tokens (
  token_hash bytea PRIMARY KEY,
  profile_id bigint NOT NULL REFERENCES alert_profiles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_unsubscribe_tokens_profile_idx ON alert_unsubscribe_tokens (profile_id);
CREATE INDEX alert_unsubscribe_tokens_created_idx ON alert_unsubscribe_tokens (created_at);

-- The dispatcher walks active profiles in id order, page by page.
CREATE INDEX alert_profiles_active_idx ON alert_profiles (id) WHERE is_active;
