-- Pipeline events to webhooks (issue 34, docs/decisions/0257). Never edit once landed.

-- Which workspaces' pipeline events an endpoint receives. created_at is when the choice was
-- made: an endpoint hears of changes from then on, never of older ones. Whether the endpoint's
-- owner may still choose it (role, plan) is checked again at every fan-out.
CREATE TABLE webhook_endpoint_workspaces (
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  workspace_id bigint NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (endpoint_id, workspace_id)
);
CREATE INDEX webhook_endpoint_workspaces_workspace_idx ON webhook_endpoint_workspaces (workspace_id);

-- Audit entries already fanned out to webhooks: each entry is claimed once, by the run that
-- posts it (the log itself is append-only, so the mark lives here). Rows older than the fan-out
-- window are pruned by the run.
CREATE TABLE pipeline_webhook_claims (
  audit_id bigint PRIMARY KEY REFERENCES workspace_audit_log (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pipeline_webhook_claims_claimed_idx ON pipeline_webhook_claims (claimed_at);
