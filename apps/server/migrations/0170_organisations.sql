-- One identity per organisation (issue 19, ADR 0085). Never edit once landed.
--
-- Buyers and suppliers are the same kind of thing: a council can buy one day and supply another
-- council the next, so one table holds both and /buyer/{id} and /supplier/{id} are two views of
-- one organisation. The identity rule lives in apps/server/src/modules/organisations
-- (identity-keys.ts); the database only records its outcome.

CREATE TABLE organisations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The spelling first seen; organisation_names lists every spelling.
  name text NOT NULL,
  -- Set when this organisation turned out to be another one (a name-only record met the
  -- registered identifier of an organisation already known); readers follow it.
  merged_into bigint REFERENCES organisations (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisations_merged_into_idx ON organisations (merged_into) WHERE merged_into IS NOT NULL;

-- The keys that lead to an organisation: `reg:<scheme>:<id>` (a register such as Companies House,
-- GB-COH), `src:<portal party id>` (a portal's own buyer id, GB-CFS-/GB-FTS-) and `name:<normalised
-- name>` (normalise-name.ts). A key leads to exactly one organisation.
CREATE TABLE organisation_keys (
  key text PRIMARY KEY,
  organisation_id bigint NOT NULL REFERENCES organisations (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organisation_keys_organisation_idx ON organisation_keys (organisation_id);

-- Every spelling an organisation was published under ("ACME LTD", "Acme Limited").
CREATE TABLE organisation_names (
  organisation_id bigint NOT NULL REFERENCES organisations (id),
  name text NOT NULL,
  PRIMARY KEY (organisation_id, name)
);

-- The buyer of each opportunity, and when its notice was first published (the earliest release
-- stored, else its release date), for tender periods and re-tender lead times. A narrow table of
-- its own: adding a column to the wide opportunities table would have meant rewriting every row
-- (and every search index entry) to fill it.
CREATE TABLE opportunity_buyers (
  opportunity_id bigint PRIMARY KEY REFERENCES opportunities (id) ON DELETE CASCADE,
  organisation_id bigint NOT NULL REFERENCES organisations (id),
  published_at timestamptz
);
CREATE INDEX opportunity_buyers_organisation_idx
  ON opportunity_buyers (organisation_id, opportunity_id) INCLUDE (published_at);

-- The supplier's organisation, and what the party says about itself: its size (OCDS
-- details.scale: sme or large) and where it is.
ALTER TABLE award_suppliers
  ADD COLUMN organisation_id bigint REFERENCES organisations (id),
  ADD COLUMN scale text,
  ADD COLUMN locality text,
  ADD COLUMN postal_code text;
CREATE INDEX award_suppliers_organisation_idx ON award_suppliers (organisation_id)
  INCLUDE (award_id, scale);
-- The rows the linker job still has to link (none once it has caught up).
CREATE INDEX award_suppliers_unlinked_idx ON award_suppliers (award_id) WHERE organisation_id IS NULL;

-- When an organisation was first seen winning an opportunity: a recompile replaces award rows
-- (new ids), so "a new award to a supplier" is recorded here, once, for followers' digests.
CREATE TABLE supplier_award_sightings (
  organisation_id bigint NOT NULL REFERENCES organisations (id),
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organisation_id, opportunity_id)
);
CREATE INDEX supplier_award_sightings_seen_idx ON supplier_award_sightings (first_seen_at);

-- Leaderboards group by organisation now (ADR 0025, 0085): a buyer link written or changed makes
-- the summary stale like an award change does.
CREATE TRIGGER opportunity_buyers_leaderboard_change
  AFTER INSERT OR UPDATE OR DELETE ON opportunity_buyers
  FOR EACH STATEMENT EXECUTE FUNCTION note_leaderboard_change();
CREATE TRIGGER organisations_leaderboard_change
  AFTER UPDATE OF merged_into ON organisations
  FOR EACH STATEMENT EXECUTE FUNCTION note_leaderboard_change();

-- Rows written before this migration have no organisation yet: the organisation linker job
-- (organisations.jobs.ts) links them in batches after start-up.
