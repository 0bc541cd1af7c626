-- Watched procurements (issue 31, docs/decisions/0233). A row is the user's own choice for one
-- opportunity: is_watching true watches it; false stops the automatic watch a favourite or an
-- owned pipeline item gives (and an own watch). Never edit once landed.
CREATE TABLE procurement_watches (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  is_watching boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, opportunity_id)
);
CREATE INDEX procurement_watches_opportunity_idx ON procurement_watches (opportunity_id);

-- Each notice emailed once per user, claimed in the transaction that queues the email (the
-- outbox), so a crash or a retried run never sends one twice nor drops one.
CREATE TABLE procurement_watch_deliveries (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  ocid text NOT NULL,
  release_id text NOT NULL,
  email_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, ocid, release_id)
);

-- The unwatch link of each email (hashed; the link is the credential for that one watch).
CREATE TABLE procurement_unwatch_tokens (
  token_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
