-- Issue 14 item 10: HTML entities in portal text ("St Bede&apos;s") are now decoded when an
-- ocid is compiled from its stored releases (ADR 0052). Opportunities compiled before keep the
-- entities until they are compiled again, so this queue names every ocid whose stored releases
-- hold an entity; the ingest job `ingest-recompile-queue` compiles each again and removes it.
-- A later change to the mapping can queue the ocids it affects the same way.
CREATE TABLE recompile_queue (
  ocid text PRIMARY KEY,
  reason text NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT ocid, 'html-entities'
FROM raw_releases
WHERE payload::text ~ '&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);'
ON CONFLICT (ocid) DO NOTHING;
