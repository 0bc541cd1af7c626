import { describe, expect, it } from 'vitest';
import {
  describeLifecycle,
  EVALUATION_DAYS,
  LIFECYCLE_STAGES,
  lifecycleStageCode,
  nextLifecycleChange,
} from './lifecycle-stage';

const deadline = new Date('2026-11-05T12:00:00Z');
const tender = { phase: 'tender' as const, until: null, deadline, termEnd: null };
const evaluationEnd = new Date(deadline.getTime() + EVALUATION_DAYS * 86_400_000);
const at = (iso: string) => describeLifecycle(tender, new Date(iso));

describe('a closed tender with no outcome (ADR 0314)', () => {
  it('is open, then in evaluation for 183 days, then "no outcome published"', () => {
    expect(at('2026-11-05T11:59:59Z')?.stage).toBe('open');
    expect(at('2026-11-28T00:00:00Z')).toEqual({
      stage: 'evaluation',
      label: 'Evaluation, closed 5 Nov 2026',
    });
    expect(describeLifecycle(tender, new Date(evaluationEnd.getTime() - 1))?.stage).toBe(
      'evaluation',
    );
    expect(describeLifecycle(tender, evaluationEnd)).toEqual({
      stage: 'no_outcome_published',
      label: 'Closed 5 Nov 2026, no outcome published',
    });
  });

  it('tells the lifecycle job when each move is due, and nothing after the last', () => {
    expect(nextLifecycleChange(tender, new Date('2026-10-01T00:00:00Z'))).toEqual(deadline);
    expect(nextLifecycleChange(tender, new Date('2026-11-28T00:00:00Z'))).toEqual(evaluationEnd);
    expect(nextLifecycleChange(tender, evaluationEnd)).toBeNull();
  });

  it('keeps the stored codes of the earlier stages (appended last)', () => {
    expect(lifecycleStageCode('evaluation')).toBe(5);
    expect(lifecycleStageCode('dynamic_market_closed')).toBe(13);
    expect(lifecycleStageCode('no_outcome_published')).toBe(LIFECYCLE_STAGES.length);
  });
});
