-- "No outcome published" (ADR 0314): a closed tender reads "Evaluation" for EVALUATION_DAYS after
-- its deadline, then, with no award, cancellation or contract notice since, "No outcome
-- published" (stage code 14, appended so codes 1-13 keep their meaning). Until now a closed
-- tender's stored stage had no next change (lifecycle_changes_at NULL: it stayed "evaluation"
-- for ever), so every stored tender past its deadline is put on the lifecycle job's list now;
-- the job applies the one rule (the contract's deriveLifecycleStage) and gives each row its next
-- change time. The rule is not copied here. Never edit once landed.
UPDATE opportunities
   SET lifecycle_changes_at = now()
 WHERE lifecycle_phase = 4
   AND lifecycle_changes_at IS NULL
   AND tender_deadline_date IS NOT NULL;
