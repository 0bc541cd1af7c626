-- The free daily limit counts only what an anonymous visitor cannot do (ADR 0143). Never edit
-- once landed.
--
-- Opening opportunities and later search result pages were counted (ADR 0031); they no longer
-- are, so the counts already made for them are taken out of every day's total: a free account
-- that read opportunities this morning is not left with fewer actions until midnight.
UPDATE usage_counters
   SET action_count = greatest(0, action_count
         - coalesce((action_counts ->> 'opportunity_view')::int, 0)
         - coalesce((action_counts ->> 'search_page')::int, 0)),
       action_counts = action_counts - 'opportunity_view' - 'search_page'
 WHERE action_counts ?| ARRAY['opportunity_view', 'search_page'];
