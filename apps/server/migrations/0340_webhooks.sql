-- Webhook endpoints and their deliveries (issue 34, docs/decisions/0215-0217). Never edit once
-- landed.

-- A user's Slack, Teams or generic endpoint. url is a secret of its own (a Slack or Teams
-- webhook address lets anyone post): it is never logged and the API shows only its host.
-- signing_secret signs generic deliveries (HMAC-SHA256); Slack and Teams carry none.
CREATE TABLE webhook_endpoints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('slack', 'teams', 'generic')),
  name text NOT NULL,
  url text NOT NULL,
  signing_secret text,
  receives_follows boolean NOT NULL DEFAULT false,
  receives_favourite_changes boolean NOT NULL DEFAULT false,
  -- 'failures' after WEBHOOK_PAUSE_AFTER_FAILURES failed attempts in a row, 'user' by hand.
  paused_reason text CHECK (paused_reason IN ('failures', 'user')),
  paused_at timestamptz,
  consecutive_failures integer NOT NULL DEFAULT 0,
  last_success_at timestamptz,
  last_error_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, id);

-- Which alert profiles an endpoint hears about; a deleted profile or endpoint takes its rows.
CREATE TABLE webhook_endpoint_alert_profiles (
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  profile_id bigint NOT NULL REFERENCES alert_profiles (id) ON DELETE CASCADE,
  PRIMARY KEY (endpoint_id, profile_id)
);
CREATE INDEX webhook_endpoint_alert_profiles_profile_idx
  ON webhook_endpoint_alert_profiles (profile_id);

-- One row per event per endpoint: (endpoint_id, event_key) is the idempotency key, so a retried
-- run that fans the same event out again inserts nothing. state 'sending' is committed before
-- the POST: a row found in it by a later attempt was cut off mid-send (ADR 0216).
CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_key text NOT NULL,
  event jsonb NOT NULL,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'unknown', 'dropped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (endpoint_id, event_key)
);
CREATE INDEX webhook_deliveries_created_idx ON webhook_deliveries (created_at);
