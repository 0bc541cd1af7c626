-- A window whose links.next names a cursor already read in that pass (a cursor loop) is read
-- again from its first page, and failed for a later retry after three such reads: it is never
-- called complete with its later pages unread (ADR 0169). Health counts the loops met.
ALTER TABLE ingest_windows ADD COLUMN cursor_loops integer NOT NULL DEFAULT 0;
