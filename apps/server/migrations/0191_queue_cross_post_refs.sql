-- Cross-post references (migration 0131, ADR 0066) are written when an ocid is compiled, so
-- ocids compiled before 0131 have none, and a Scottish or Welsh notice never finds the Find a
-- Tender copy that carries its "(SC Ref:n)" / "(WA Ref:n)" footer. Queue every linked ocid
-- without references whose releases carry such a footer (or that is itself a PCS / Sell2Wales
-- ocid); the job `ingest-recompile-queue` compiles each again, which writes its references and
-- merges it with a copy already stored apart (ADR 0096). One pass over `raw_releases`.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT r.ocid, 'cross-post-refs'
FROM raw_releases r
JOIN opportunity_sources s ON s.ocid = r.ocid
WHERE s.cross_post_refs = '{}'
  AND (r.source_system IN ('PCS', 'Sell2Wales') OR r.payload::text ~ '\((SC|WA) Ref:')
ON CONFLICT (ocid) DO NOTHING;
