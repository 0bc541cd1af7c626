-- Cross-posts by portal reference (issue 16, ADR 0066): a Scottish or Welsh notice published on
-- Find a Tender too keeps its footer "(SC Ref:n)" / "(WA Ref:n)". Each linked ocid keeps the
-- PCS / Sell2Wales ocids it names or is; two ocids whose references overlap are one procurement.
ALTER TABLE opportunity_sources ADD COLUMN cross_post_refs text[] NOT NULL DEFAULT '{}';
CREATE INDEX opportunity_sources_cross_post_refs_idx ON opportunity_sources
  USING gin (cross_post_refs) WHERE cross_post_refs <> '{}';
