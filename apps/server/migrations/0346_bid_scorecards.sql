-- Bid/no-bid scorecards (issue 30, docs/decisions/0221). Never edit once landed.

-- Each workspace's weights for the contract's fixed criteria (BID_CRITERIA); a workspace without
-- a row uses the contract's defaults. Keys are checked by the API; the CHECK keeps the shape.
CREATE TABLE bid_scorecard_weights (
  workspace_id bigint PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
  weights jsonb NOT NULL CHECK (jsonb_typeof(weights) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL
);

-- A pipeline item's scores (0 to 5) and notes per criterion; the decision and its reason stay on
-- the item itself (pipeline_items.decision, decision_reason), saved with its version.
CREATE TABLE pipeline_item_scorecards (
  item_id bigint PRIMARY KEY REFERENCES pipeline_items (id) ON DELETE CASCADE,
  scores jsonb NOT NULL CHECK (jsonb_typeof(scores) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL
);
