-- Changes to followed opportunities (issue 20, docs/decisions/0091). Never edit once landed.

-- What changed in a favourited opportunity, detected when the ingest compiles the ocid again from
-- its stored releases (before/after in the same transaction as the page that brought the
-- release). Values are JSON: an ISO time for deadlines, a count for documents, {amount,
-- currency} for values, supplier names for an award, the tender status for a cancellation.
CREATE TABLE opportunity_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('deadline', 'enquiry_deadline', 'documents', 'awarded', 'cancelled', 'value')),
  old_value jsonb,
  new_value jsonb,
  detected_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX opportunity_changes_opportunity_idx ON opportunity_changes (opportunity_id, detected_at);
CREATE INDEX opportunity_changes_detected_idx ON opportunity_changes (detected_at);

-- Ingest asks "is anyone following this opportunity?" for every ocid it compiles.
CREATE INDEX favourites_opportunity_idx ON favourites (opportunity_id);

-- Each (user, change) is emailed at most once, whatever the retries; the key names the email.
CREATE TABLE favourite_change_deliveries (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  change_id bigint NOT NULL REFERENCES opportunity_changes (id) ON DELETE CASCADE,
  email_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, change_id)
);
CREATE INDEX favourite_change_deliveries_change_idx ON favourite_change_deliveries (change_id);

-- Change emails are on unless the user turns them off (favourites page, or the one-click link).
ALTER TABLE users ADD COLUMN favourite_change_emails boolean NOT NULL DEFAULT true;

-- One-click unsubscribe from change emails: only the SHA-256 of each link's token is kept.
CREATE TABLE favourite_change_unsubscribe_tokens (
  token_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX favourite_change_unsubscribe_tokens_user_idx
  ON favourite_change_unsubscribe_tokens (user_id);
