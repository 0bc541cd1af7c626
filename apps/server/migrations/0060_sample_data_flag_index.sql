-- Issue 9: "is there any generated sample data?" is asked by the health check and by the
-- site-config endpoint behind the sample-data banner. Without an index, the answer on a database
-- of real notices only (no sample rows) is a full table scan; this partial index holds only sample
-- rows, so the probe is instant whether it finds one or not.
CREATE INDEX opportunities_is_sample_idx ON opportunities (id) WHERE is_sample;
