-- A marker that plans a statement in one backend (issue 36, ADR 0359). A statement calling a
-- PARALLEL UNSAFE function anywhere is planned with no parallel workers at all, exactly as under
-- `max_parallel_workers_per_gather = 0` (the planner checks the parse tree for such a function
-- before anything else); IMMUTABLE with no arguments, so the call is folded to true before the
-- plan is built and leaves nothing behind in it. Best Match's scoring of a few matches calls it
-- instead of BEGIN; SET LOCAL ...; COMMIT (ADR 0271), two round trips fewer a request.
-- Never edit once landed.

CREATE FUNCTION search_serial_plan() RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL UNSAFE AS $$ SELECT true $$;
