-- Tender documents fetched, extracted and searchable (issue 32, ADR 0237).
--
-- document_files: one row per distinct file content (sha-256 hex), stored once on disk under the
-- documents folder whatever number of opportunities link to it. A file found inside a zip is its
-- own row too (its pages are keyed by its own hash); document_file_members says which zip holds
-- it and where (below).
CREATE TABLE document_files (
  content_hash text PRIMARY KEY,
  byte_size bigint NOT NULL,
  media_type text,
  extraction_status text NOT NULL DEFAULT 'pending'
    CHECK (extraction_status IN ('pending', 'extracted', 'no_text_scanned', 'failed')),
  failure_reason text,
  page_count integer,
  extracted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_files_pending_idx ON document_files (created_at)
  WHERE extraction_status = 'pending';

-- Files inside a zip, flattened: every file at any depth of nesting is a row of its top-level zip
-- (and of each inner zip), with its path through the nesting ('a.zip/Vol 2.pdf'). So the files of
-- one fetched document are its own hash plus its members, one join deep, and the same PDF inside
-- two different zips is stored and extracted once.
CREATE TABLE document_file_members (
  zip_hash text NOT NULL REFERENCES document_files (content_hash) ON DELETE CASCADE,
  inner_path text NOT NULL,
  member_hash text NOT NULL REFERENCES document_files (content_hash) ON DELETE CASCADE,
  PRIMARY KEY (zip_hash, inner_path)
);
CREATE INDEX document_file_members_member_idx ON document_file_members (member_hash);

-- One row per document link of an opportunity (the attachments of the documents table, keyed by
-- URL so a recompile that renumbers positions keeps fetch state). content_hash is null until the
-- file has been fetched. etag/last_modified let a refetch ask "changed since?" of the portal.
CREATE TABLE opportunity_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  url text NOT NULL,
  file_name text NOT NULL,
  content_hash text REFERENCES document_files (content_hash) ON DELETE SET NULL,
  fetch_status text NOT NULL DEFAULT 'pending'
    CHECK (fetch_status IN ('pending', 'fetched', 'failed', 'skipped')),
  fetch_attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  etag text,
  last_modified text,
  fetched_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (opportunity_id, url)
);
CREATE INDEX opportunity_documents_due_idx ON opportunity_documents (next_attempt_at)
  WHERE fetch_status = 'pending';
CREATE INDEX opportunity_documents_hash_idx ON opportunity_documents (content_hash);

-- The text of each page (a PDF page, a DOCX as one page, a sheet of a workbook, ...), 1-based.
-- The vector uses the same 'english' configuration as opportunities.search_vector so the words a
-- search parses match here the same way.
CREATE TABLE document_pages (
  content_hash text NOT NULL REFERENCES document_files (content_hash) ON DELETE CASCADE,
  page_no integer NOT NULL CHECK (page_no >= 1),
  text text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
  PRIMARY KEY (content_hash, page_no)
);
CREATE INDEX document_pages_search_vector_idx ON document_pages USING gin (search_vector);
