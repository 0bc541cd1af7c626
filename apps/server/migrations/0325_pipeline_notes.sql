-- Notes thread of a pipeline item, with its mentions (issue 29, docs/decisions/0200). Never
-- edit once landed.

-- Plain text, never HTML. author_user_id SET NULL keeps a departed account's notes in the
-- thread (the team's record) without its name.
CREATE TABLE pipeline_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES pipeline_items (id) ON DELETE CASCADE,
  author_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz
);
CREATE INDEX pipeline_notes_item_idx ON pipeline_notes (item_id, created_at, id);

-- Who each note mentions: a row is written the first time a note names a member, and the
-- mention email is sent only for a row this insert made, so an edit never emails twice.
CREATE TABLE pipeline_note_mentions (
  note_id bigint NOT NULL REFERENCES pipeline_notes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (note_id, user_id)
);
