-- The contract dates the re-tender radar reads from the notices themselves (issue 31,
-- docs/decisions/0232; contract_end_date is now the radar's date): the term's end and the
-- maximum extent date as the latest notice states them (UK7, UK10), how the contract ended (a UK11
-- termination: 'terminated_early' before its stated end, else 'ended'; a UK12 cancellation:
-- 'cancelled') and when, and each move of the end or maximum extent date with its notice
-- (old -> new, notice id, type and date). No defaults that rewrite rows: a recompile
-- (recompile-all) fills stored notices. Never edit once landed.
ALTER TABLE awards
  ADD COLUMN term_end_date timestamptz,
  ADD COLUMN max_extent_date timestamptz,
  ADD COLUMN contract_state text
    CHECK (contract_state IN ('terminated_early', 'ended', 'cancelled')),
  ADD COLUMN contract_state_date timestamptz,
  ADD COLUMN date_history jsonb;

