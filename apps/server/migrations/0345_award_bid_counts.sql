-- How many bids each award's contract attracted, as the notice published it (OCDS
-- bids.statistics measure "bids" for the award's lots, else tender.numberOfTenderers), for the
-- win-probability estimator (issue 30, docs/decisions/0220). NULL: the notice did not say.
-- No default, so adding it rewrites no row; a recompile (recompile-all) fills stored notices.
-- Never edit once landed.
ALTER TABLE awards ADD COLUMN bid_count integer CHECK (bid_count >= 0);
