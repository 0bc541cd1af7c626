-- Files no link uses any more are removed by the documents job (issue 32, ADR 0266): what it
-- has removed since the install, for health and metrics. One row, added to by each run.
CREATE TABLE document_files_removed (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  files bigint NOT NULL DEFAULT 0,
  bytes bigint NOT NULL DEFAULT 0,
  last_run_at timestamptz
);
INSERT INTO document_files_removed (id) VALUES (1);
