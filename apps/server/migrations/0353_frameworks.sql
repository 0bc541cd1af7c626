-- Frameworks and dynamic markets as things (issue 31, docs/decisions/0227). Never edit once landed.
--
-- Every table here is derived from an opportunity's stored releases by the frameworks module in
-- the ingest page's transaction (an ingest hook) and rewritten whole on each recompile, so
-- re-importing adds nothing and the order notices arrive in does not matter. Links between a
-- call-off and its framework are kept as the ocid the call-off names and joined when read, so a
-- call-off stored before its framework finds it as soon as the framework arrives.

-- What an opportunity is in the framework world: a framework, a dynamic market, or a call-off
-- placed under one. Narrow and indexed by role: the search filter reads it (ADR 0228).
CREATE TABLE opportunity_procurement_roles (
  opportunity_id bigint PRIMARY KEY REFERENCES opportunities (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('framework', 'dynamic_market', 'call_off'))
);
CREATE INDEX opportunity_procurement_roles_role_idx
  ON opportunity_procurement_roles (role, opportunity_id);

-- One row per framework or dynamic market: its dates and estimated value as the notices say.
CREATE TABLE frameworks (
  opportunity_id bigint PRIMARY KEY REFERENCES opportunities (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('framework', 'dynamic_market')),
  start_date timestamptz,
  end_date timestamptz,
  max_extent_date timestamptz,
  estimated_value numeric(20, 2),
  estimated_value_currency text,
  max_participants integer
);
-- The radar asks for frameworks ending within a window: the last date they may run to.
CREATE INDEX frameworks_expiry_idx ON frameworks ((COALESCE(max_extent_date, end_date)));

CREATE TABLE framework_lots (
  opportunity_id bigint NOT NULL REFERENCES frameworks (opportunity_id) ON DELETE CASCADE,
  position integer NOT NULL,
  lot_id text NOT NULL,
  title text,
  PRIMARY KEY (opportunity_id, position)
);

-- Suppliers admitted, per lot; lot_id NULL when the notice does not say which lot.
CREATE TABLE framework_suppliers (
  opportunity_id bigint NOT NULL REFERENCES frameworks (opportunity_id) ON DELETE CASCADE,
  position integer NOT NULL,
  lot_id text,
  name text NOT NULL,
  name_normalised text NOT NULL,
  scheme text,
  identifier text,
  PRIMARY KEY (opportunity_id, position)
);

-- The frameworks a call-off names (OCDS relatedProcesses with relationship "framework").
CREATE TABLE framework_call_off_refs (
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  framework_ocid text NOT NULL,
  PRIMARY KEY (opportunity_id, framework_ocid)
);
CREATE INDEX framework_call_off_refs_framework_idx ON framework_call_off_refs (framework_ocid);
