-- The company a workspace bids as (issue 29 award matching, issue 30 estimator; ADR 0177).
-- Never edit once landed. All optional: a workspace works without them; features that need
-- them say so. The lists are checked against the contract's codes by the API (the CHECKs
-- below only keep their shape), so a code list can grow without a migration.
ALTER TABLE workspaces
  ADD COLUMN company_name text,
  ADD COLUMN companies_house_number text
    CHECK (companies_house_number ~ '^[A-Z0-9]{8}$'),
  ADD COLUMN cpv_divisions text[] NOT NULL DEFAULT '{}'
    CHECK (array_position(cpv_divisions, NULL) IS NULL),
  ADD COLUMN nuts_regions text[] NOT NULL DEFAULT '{}'
    CHECK (array_position(nuts_regions, NULL) IS NULL),
  ADD COLUMN company_size text CHECK (company_size IN ('micro', 'small', 'medium', 'large'));
