-- Following buyers and suppliers (issue 19, ADR 0087). Never edit once landed.

-- A user following an organisation as a buyer (its new notices) or as a supplier (its new
-- awards). matched_until is where the last digest run stopped for this follow, as alert
-- profiles keep theirs (ADR 0042); NULL until the first run: news then starts at created_at.
CREATE TABLE follows (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('buyer', 'supplier')),
  organisation_id bigint NOT NULL REFERENCES organisations (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  matched_until timestamptz,
  PRIMARY KEY (user_id, role, organisation_id)
);
CREATE INDEX follows_organisation_idx ON follows (organisation_id);

-- Every follow item a digest listed: each (user, role, opportunity) at most once, whatever the
-- retries, overlapping runs or organisations followed twice over (ADR 0042's claims).
CREATE TABLE follow_deliveries (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  organisation_id bigint NOT NULL,
  digest_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role, opportunity_id)
);
