-- Pipeline emails sent once each (issue 29, docs/decisions/0202 and 0203). Never edit once
-- landed.

-- Deadline reminders: one row per item, submission deadline and kind. The deadline is part of
-- the key, so a moved deadline reminds again; a retried run finds the row and sends nothing.
CREATE TABLE pipeline_sent_reminders (
  item_id bigint NOT NULL REFERENCES pipeline_items (id) ON DELETE CASCADE,
  deadline timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('five_days', 'one_day')),
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, deadline, kind)
);

-- Notice changes (opportunity_changes, the favourites' detector) told to an item's owner: each
-- (item, change) at most once, whatever the retries.
CREATE TABLE pipeline_change_deliveries (
  item_id bigint NOT NULL REFERENCES pipeline_items (id) ON DELETE CASCADE,
  change_id bigint NOT NULL REFERENCES opportunity_changes (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  email_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (item_id, change_id)
);
CREATE INDEX pipeline_change_deliveries_change_idx ON pipeline_change_deliveries (change_id);
