-- Amounts below one unit (Find a Tender 083608-2026's contract value 0.01, Sell2Wales tender
-- values 0.01) are placeholders, not money, and are now read as "not given" (ADR 0343). The
-- ocids of opportunities stored with such a tender or award value are compiled again
-- (ingest-recompile-queue); the rule itself (ingest/map-awards.ts plausibleAmount) decides.
-- Never edit once landed.
INSERT INTO recompile_queue (ocid, reason)
SELECT s.ocid, 'placeholder-amounts'
FROM opportunity_sources s
JOIN opportunities o ON o.id = s.opportunity_id
WHERE o.tender_value_amount < 1
   OR o.tender_value_amount_gross < 1
   OR o.award_value_amount < 1
   OR EXISTS (
     SELECT 1 FROM awards a
     WHERE a.opportunity_id = o.id AND (a.value_amount < 1 OR a.value_amount_gross < 1)
   )
ON CONFLICT (ocid) DO NOTHING;
