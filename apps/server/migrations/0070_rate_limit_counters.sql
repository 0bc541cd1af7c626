-- Rate-limit counters shared by every API process (@fastify/rate-limit's store,
-- src/http/pg-rate-limit-store.ts): one row per key (route or limiter, then IP or email) and
-- fixed window. A window ends at reset_at (database clock); an expired row counts as absent and
-- is reused by the next hit, and the API prunes expired rows in the background.
-- UNLOGGED: no WAL for these hot little writes. A clean restart keeps the rows; a crash of
-- Postgres empties the table, which only forgets counts in progress: acceptable for rate limits.
CREATE UNLOGGED TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
