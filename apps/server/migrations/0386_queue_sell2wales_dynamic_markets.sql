-- Sell2Wales notices that establish a dynamic purchasing system say so only in words (ADR 0261):
-- their ocids are compiled again (ingest-recompile-queue), which re-derives their lifecycle stage
-- and their framework rows (a dynamic market, no longer a framework). Only notices whose text
-- names one are queued; the rule itself (ingest/dynamic-purchasing-system.ts) decides. Never edit
-- once landed.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT ocid, 'sell2wales-dps'
FROM raw_releases
WHERE source_system = 'Sell2Wales'
  AND (payload -> 'tender' ->> 'title' ~* '(dynamic purchasing system|\mDPS\M|deinamig|dynamig)'
       OR payload -> 'tender' ->> 'description' ~* '(dynamic purchasing system|\mDPS\M|deinamig|dynamig)')
ON CONFLICT (ocid) DO NOTHING;
