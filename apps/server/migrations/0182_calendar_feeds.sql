-- Calendar feeds (issue 20, docs/decisions/0092). Never edit once landed.

-- Each user's secret calendar address: only the SHA-256 of its random token is kept, so the
-- address is shown once, when it is made (or reset), and a copy of the database opens no feed.
-- Resetting replaces the hash: the old address stops working at once.
CREATE TABLE calendar_feeds (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
