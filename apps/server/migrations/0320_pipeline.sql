-- Pipeline stages and items per workspace (issue 29, docs/decisions/0176). Never edit once landed.

-- A workspace's stages, seeded by the server the first time the pipeline is read (ADR 0176).
-- kind says what reaching the stage means; the list of kinds lives in the contract.
CREATE TABLE pipeline_stages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  name text NOT NULL,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('open', 'won', 'lost', 'no_bid', 'withdrawn')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pipeline_stages_name_idx ON pipeline_stages (workspace_id, lower(name));
CREATE INDEX pipeline_stages_workspace_idx ON pipeline_stages (workspace_id, position);

-- One item per opportunity per workspace. version goes up by one on every change, so a save
-- that carries an older version is refused (optimistic concurrency, ADR 0176).
CREATE TABLE pipeline_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  stage_id bigint NOT NULL REFERENCES pipeline_stages (id),
  owner_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- NULL means "the notice's value" (read through at list time, so it follows notice changes).
  our_value numeric(20, 2) CHECK (our_value >= 0),
  decision text CHECK (decision IN ('bid', 'no_bid')),
  decision_reason text,
  probability smallint CHECK (probability BETWEEN 0 AND 100),
  internal_deadline date,
  outcome_reason text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  UNIQUE (workspace_id, opportunity_id)
);
CREATE INDEX pipeline_items_stage_idx ON pipeline_items (workspace_id, stage_id);
CREATE INDEX pipeline_items_updated_idx ON pipeline_items (workspace_id, updated_at DESC);
CREATE INDEX pipeline_items_opportunity_idx ON pipeline_items (opportunity_id);

-- An item's owner must be a member: whoever leaves or is removed stops owning its items, in
-- the database, so no route can forget it.
CREATE FUNCTION pipeline_owner_left() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pipeline_items SET owner_user_id = NULL, version = version + 1, updated_at = now()
   WHERE workspace_id = OLD.workspace_id AND owner_user_id = OLD.user_id;
  RETURN OLD;
END;
$$;
CREATE TRIGGER pipeline_owner_left AFTER DELETE ON workspace_members
  FOR EACH ROW EXECUTE FUNCTION pipeline_owner_left();
