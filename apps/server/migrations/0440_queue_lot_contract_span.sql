-- A tender with no contract period of its own now takes its estimated contract dates from the span
-- of its lots (earliest start, latest end), not from its first lot (ADR 0329): ocids whose
-- releases have two or more lots and no tender contract period are compiled again
-- (ingest-recompile-queue); the rule itself (ingest/map-tender-details.ts) decides. Never edit
-- once landed.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT ocid, 'lot-contract-span'
FROM raw_releases
WHERE jsonb_typeof(payload -> 'tender' -> 'lots') = 'array'
  AND jsonb_array_length(payload -> 'tender' -> 'lots') > 1
  AND NOT (payload -> 'tender' ? 'contractPeriod')
ON CONFLICT (ocid) DO NOTHING;
