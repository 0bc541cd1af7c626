-- A contract period's dates (start, end, maximum extent) written at midnight or at the day's last
-- second name a calendar day, and are now stored as that day on UK clocks (ADR 0340): Find a
-- Tender's "2026-09-20T23:59:59Z" is the end of 20 September, not 00:59 on 21 September. Only
-- a day's end written in UTC (Z or +00:00) in the months UK summer time can fall in (March to
-- October) showed another day (midnight in UTC is 01:00 the same UK day), so only ocids whose
-- releases state a contract period date like that are compiled again (ingest-recompile-queue); the rule itself (ingest/calendar-date.ts)
-- decides which move. One pass over raw_releases. Never edit once landed.
INSERT INTO recompile_queue (ocid, reason)
SELECT DISTINCT ocid, 'contract-calendar-dates'
FROM raw_releases
WHERE jsonb_path_exists(payload, 'lax $.tender.contractPeriod.* ? (@ like_regex "^[0-9]{4}-(0[3-9]|10)-[0-9]{2}T23:59[0-9:.]*(Z|[+]00:?00)$")')
   OR jsonb_path_exists(payload, 'lax $.tender.lots[*].contractPeriod.* ? (@ like_regex "^[0-9]{4}-(0[3-9]|10)-[0-9]{2}T23:59[0-9:.]*(Z|[+]00:?00)$")')
   OR jsonb_path_exists(payload, 'lax $.awards[*].contractPeriod.* ? (@ like_regex "^[0-9]{4}-(0[3-9]|10)-[0-9]{2}T23:59[0-9:.]*(Z|[+]00:?00)$")')
   OR jsonb_path_exists(payload, 'lax $.contracts[*].period.* ? (@ like_regex "^[0-9]{4}-(0[3-9]|10)-[0-9]{2}T23:59[0-9:.]*(Z|[+]00:?00)$")')
ON CONFLICT (ocid) DO NOTHING;
