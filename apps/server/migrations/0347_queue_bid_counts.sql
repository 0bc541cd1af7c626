-- Awards stored before migration 0345 have no bid count: every ocid whose releases publish bid
-- statistics or a number of tenderers is compiled again by the `ingest-recompile-queue` job,
-- which maps them (issue 30, ADR 0220). One pass over raw_releases. Never edit once landed.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT ocid, 'bid-counts'
FROM raw_releases
WHERE payload ? 'bids' OR payload -> 'tender' ? 'numberOfTenderers'
ON CONFLICT (ocid) DO NOTHING;
