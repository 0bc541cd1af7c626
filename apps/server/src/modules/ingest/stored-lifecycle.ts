import {
  deriveLifecycleStage,
  lifecycleFactsOf,
  lifecycleStageCode,
  nextLifecycleChange,
} from '@wac/contract';

/** What the stage columns of `opportunities` are written from (a compiled or stored row). */
export type LifecycleSource = {
  lifecycle_phase: number | null;
  lifecycle_until: Date | string | null;
  lifecycle_term_end: Date | string | null;
  tender_deadline_date: Date | string | null;
};

export type StoredLifecycle = {
  lifecycle_stage: number | null;
  lifecycle_changes_at: string | null;
};

/**
 * The stage search filters and counts by, as it stands at `now`, and when time alone next moves
 * it (ADR 0222): written with every opportunity, and again by the lifecycle job at that instant.
 * The rule is the contract's deriveLifecycleStage, the one cards and the detail page call.
 */
export function storedLifecycleAt(source: LifecycleSource, now: Date): StoredLifecycle {
  const facts = lifecycleFactsOf(source);
  const stage = deriveLifecycleStage(facts, now);
  return {
    lifecycle_stage: stage ? lifecycleStageCode(stage) : null,
    lifecycle_changes_at: nextLifecycleChange(facts, now)?.toISOString() ?? null,
  };
}
