-- A card's organisation links (issue 36, ADR 0323): the buyer's organisation and that of the
-- first supplier of the first award, merged organisations followed, exactly the two scalar
-- subqueries every card statement carried (opportunity-card-fields.ts). As subqueries they were
-- planned again with every statement (about 0.35 ms of a search page's 1.1 ms of planning at
-- 1,000,000 rows); a SQL function's own statement is planned once per connection and kept
-- (PostgreSQL 18 caches SQL functions' plans), while its body has a FROM clause, so it is never
-- inlined back into the caller. STABLE: it reads in the calling statement's snapshot.
-- Never edit once landed.

CREATE FUNCTION card_buyer_organisation(bigint) RETURNS bigint
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT COALESCE(g.merged_into, g.id)
    FROM opportunity_buyers b
    JOIN organisations g ON g.id = b.organisation_id
   WHERE b.opportunity_id = $1
$$;

CREATE FUNCTION card_supplier_organisation(bigint) RETURNS bigint
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT COALESCE(g.merged_into, g.id)
    FROM awards a
    JOIN award_suppliers s ON s.award_id = a.id AND s.position = 0
    JOIN organisations g ON g.id = s.organisation_id
   WHERE a.opportunity_id = $1 AND a.position = 0
$$;
