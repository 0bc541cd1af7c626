-- Sync never skips a window (ADR 0063): a failed window stays in ingest_windows and is retried
-- from retry_at on, with a growing back-off, until it succeeds; synced_until never passes it.
-- Each source keeps its own error state for health and metrics.
ALTER TABLE ingest_windows ADD COLUMN retry_at timestamptz;

ALTER TABLE ingest_sources
  ADD COLUMN failing_since timestamptz,
  ADD COLUMN last_error_at timestamptz,
  ADD COLUMN errors_total bigint NOT NULL DEFAULT 0;

-- Windows given up by the old five-attempt rule are due again.
UPDATE ingest_windows SET retry_at = now() WHERE status = 'failed';
