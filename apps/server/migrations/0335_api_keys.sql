-- API keys (issue 34, ADR 0210): a paid user's keys for `Authorization: Bearer wac_...` on the
-- documented routes. Only the SHA-256 of the secret is stored; `prefix` (the first characters,
-- shown on the account page) tells keys apart. Revoking sets `revoked_at`, and every request
-- reads the row, so a revoked key stops at once. `last_used_at` is written at most once a minute.
-- Rows die with the account.
CREATE TABLE api_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  secret_hash bytea NOT NULL UNIQUE,
  scopes text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);

-- The account page lists a user's keys, newest first.
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at DESC);
