-- An award that repeats an earlier award of the same record (the same value, currency, supplier
-- names, decision date and contract dates) is a republication and is now compiled as one award
-- (ADR 0342; Contracts Finder's "Juxtaposed Controls Services" awards -1 and -2). Records stored
-- with two awards of the same value and decision date are compiled again
-- (ingest-recompile-queue); the rule itself (ingest/republished-awards.ts) compares the rest.
-- Never edit once landed.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT s.ocid, 'republished-awards'
FROM awards a
JOIN awards b
  ON b.opportunity_id = a.opportunity_id
 AND b.position > a.position
 AND b.value_amount = a.value_amount
 AND b.value_currency IS NOT DISTINCT FROM a.value_currency
 AND b.award_decision_date IS NOT DISTINCT FROM a.award_decision_date
JOIN opportunity_sources s ON s.opportunity_id = a.opportunity_id
ON CONFLICT (ocid) DO NOTHING;
