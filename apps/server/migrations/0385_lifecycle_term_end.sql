-- A contract's end read once for the radar and the lifecycle stage (ADR 0260). The stage reads
-- `lifecycle_until`, now the latest a contract can run (its maximum extent when a notice states
-- one, as the radar does); `lifecycle_term_end` keeps the stated term end when extension options
-- let the contract run past it, so the stage line names both ("Contract term ended 21 Aug 2026,
-- may be extended to 31 Dec 2026"). Null otherwise. Never edit once landed.
ALTER TABLE opportunities ADD COLUMN lifecycle_term_end timestamptz;

-- Stored contracts are compiled again (ingest-recompile-queue) to read their maximum extent
-- and term end; until then they show the stage as before. One pass over raw_releases.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT ocid, 'contract-end'
FROM raw_releases
WHERE payload ? 'contracts'
ON CONFLICT (ocid) DO NOTHING;
