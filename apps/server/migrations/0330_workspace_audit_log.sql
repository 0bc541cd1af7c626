-- The workspace audit log (issue 29, docs/decisions/0205). Never edit once landed.
-- One row per change to a workspace's pipeline items, members or settings, written in the same
-- transaction as the change by recordAudit (apps/server/src/modules/audit-log).
-- actor_user_id has no foreign key: deleting an account must not rewrite (UPDATE) its rows; the
-- log shows a deleted actor as such.
CREATE TABLE workspace_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  actor_user_id bigint,
  action text NOT NULL,
  -- The pipeline item changed (no foreign key: a removed item's history stays).
  item_id bigint,
  -- What the change was about in words: an opportunity's WAC id, a member's email, a stage name.
  subject text,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX workspace_audit_log_workspace_idx ON workspace_audit_log (workspace_id, id DESC);
CREATE INDEX workspace_audit_log_item_idx ON workspace_audit_log (workspace_id, item_id)
  WHERE item_id IS NOT NULL;

-- Append-only: no row is ever changed or deleted, except with its workspace (the cascade when a
-- workspace itself is deleted, e.g. a personal one whose owner deleted their account).
CREATE FUNCTION workspace_audit_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM workspaces WHERE id = OLD.workspace_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'workspace_audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER workspace_audit_log_append_only BEFORE UPDATE OR DELETE ON workspace_audit_log
  FOR EACH ROW EXECUTE FUNCTION workspace_audit_log_append_only();

CREATE FUNCTION workspace_audit_log_no_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'workspace_audit_log is append-only: TRUNCATE refused'
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER workspace_audit_log_no_truncate BEFORE TRUNCATE ON workspace_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION workspace_audit_log_no_truncate();
