-- Proposal templates (issue 30, docs/decisions/0247). Never edit once landed.

-- A workspace's reusable response sections. What a template says lives in its versions: every
-- save adds one, so the newest version is the template and older ones can be restored.
CREATE TABLE proposal_templates (
  id bigserial PRIMARY KEY,
  workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  -- The starter section it was made from (STARTER_TEMPLATES), null for the workspace's own.
  starter_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX proposal_templates_workspace ON proposal_templates (workspace_id);

CREATE TABLE proposal_template_versions (
  template_id bigint NOT NULL REFERENCES proposal_templates (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  title text NOT NULL,
  kind text NOT NULL,
  -- Two-digit CPV divisions the section fits; empty: it fits every opportunity.
  cpv_divisions text[] NOT NULL DEFAULT '{}',
  -- The editor's ProseMirror JSON as the contract's schema narrowed it (never HTML).
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (template_id, version)
);

-- When the starter set was added: once per workspace, so a deleted starter stays deleted.
ALTER TABLE workspaces ADD COLUMN templates_seeded_at timestamptz;
