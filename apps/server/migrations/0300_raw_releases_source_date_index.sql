-- Coverage of the portals (issue 28 item 7, ADR 0160). Never edit once landed.
--
-- The public coverage page shows, per portal, its newest stored notice and how many notices it
-- published on each of the last 30 days. raw_releases (every release as received) had no index
-- but its key, so both were a scan of every release. Keyed by portal then publication date, the
-- newest notice is one index probe per portal and a day count reads only the last 30 days of
-- index entries (an index-only scan: the heap, with its payloads, is not visited).
CREATE INDEX raw_releases_source_date_idx ON raw_releases (source_system, release_date);
