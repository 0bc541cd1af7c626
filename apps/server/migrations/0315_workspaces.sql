-- Workspaces, members and invitations (issue 29, docs/decisions/0175). Never edit once landed.

-- A personal workspace (one per Professional account, made on first use) or a team one (made
-- Enterprise by staff). tier NULL means "the owner's tier", so a personal workspace follows its
-- owner's plan without a copy to keep in step; staff set it for a team workspace.
CREATE TABLE workspaces (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('personal', 'team')),
  name text NOT NULL,
  tier text,
  -- Who made it; a user has at most one personal workspace. SET NULL so deleting an account
  -- never takes a team's workspace with it (its members cascade below).
  created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX workspaces_one_personal_idx ON workspaces (created_by) WHERE kind = 'personal';

CREATE TABLE workspace_members (
  workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'admin', 'member', 'viewer')),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (workspace_id, user_id)
);
-- Exactly one owner at most; ownership moves by transfer, in one transaction.
CREATE UNIQUE INDEX workspace_members_one_owner_idx ON workspace_members (workspace_id)
  WHERE role = 'owner';
CREATE INDEX workspace_members_user_idx ON workspace_members (user_id);

-- Only the SHA-256 hash of the emailed token is kept (as for password resets), so a copy of the
-- database holds no working links. A token works once (accepted_at) and for 7 days.
CREATE TABLE workspace_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  email citext NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'member', 'viewer')),
  token_hash bytea NOT NULL UNIQUE,
  invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz
);
-- Pending invitations of a workspace (seat counts, the members page).
CREATE INDEX workspace_invitations_pending_idx ON workspace_invitations (workspace_id)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
