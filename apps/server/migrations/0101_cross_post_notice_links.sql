-- Issue 14 item 11: a Contracts Finder notice that links to its Find a Tender notice is one
-- procurement with it (ADR 0010, "Also published on Find a Tender"). Finding the other side when
-- an ocid is first compiled asks two questions; these partial indexes answer each with a lookup:
-- which FTS ocid published notice `nnnnnn-yyyy` (its release id), and which opportunity links to
-- an FTS notice page (the link is stored at the notice's canonical URL).
CREATE INDEX raw_releases_fts_notice_idx ON raw_releases (release_id)
  WHERE source_system = 'FTS';
CREATE INDEX documents_fts_notice_link_idx ON documents (url)
  WHERE url LIKE 'https://www.find-tender.service.gov.uk/Notice/%';
