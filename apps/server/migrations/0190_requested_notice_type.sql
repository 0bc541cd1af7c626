-- Public Contracts Scotland and Sell2Wales releases state no notice type: each request asks for
-- one month of one `noticeType` (101 website prior information notice, 104 Quick Quote award,
-- ...), so the sync keeps the type it asked for with every release of the answer (ADR 0095).
-- Null for other portals, for releases imported from saved files, and for rows stored before
-- this migration until a sync reads them again. Adding a nullable column rewrites nothing.
ALTER TABLE raw_releases ADD COLUMN requested_notice_type smallint;
