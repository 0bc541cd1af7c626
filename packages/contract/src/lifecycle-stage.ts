import { formatShortUkDate } from './opportunity-status';
import { ukCalendarFields } from './uk-calendar';

/**
 * A procurement's lifecycle stage (issue 31, ADR 0222), beside its status: where the whole story
 * of its notices has got to. The notices give a clock-free phase and the one date that moves it
 * (`until`); `deriveLifecycleStage` below is the one rule that reads them with the clock. The
 * server stores its answer for search (refreshed by a job when `nextLifecycleChange` comes) and
 * calls it for every card and detail page. Zod-free, so the web app can import it.
 */
export const LIFECYCLE_PHASES = {
  pipeline: 1,
  market_engagement: 2,
  planned: 3,
  tender: 4,
  award: 5,
  contract: 6,
  terminated: 7,
  cancelled: 8,
  dynamic_market: 9,
  dynamic_market_ceased: 10,
} as const;
export type LifecyclePhase = keyof typeof LIFECYCLE_PHASES;
export type LifecyclePhaseCode = (typeof LIFECYCLE_PHASES)[LifecyclePhase];

export const LIFECYCLE_STAGES = [
  'pipeline',
  'market_engagement',
  'planned',
  'open',
  'evaluation',
  'standstill',
  'awarded',
  'contract_live',
  'contract_ending',
  'terminated_early',
  'cancelled',
  'dynamic_market_open',
  'dynamic_market_closed',
  // Last, so the stored codes of the stages before it stay as they were (ADR 0314).
  'no_outcome_published',
] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];

/** The stored code of a stage (its position plus one), as `opportunity_search.lifecycle_stage`. */
export const lifecycleStageCode = (stage: LifecycleStage) => LIFECYCLE_STAGES.indexOf(stage) + 1;

/** A live contract is "ending" this close to its end date (and once it has passed). */
export const CONTRACT_ENDING_DAYS = 180;
/**
 * A closed tender is "in evaluation" for this long after its deadline; after it, with no award,
 * cancellation or contract notice since, "no outcome published" (ADR 0314): buyers publish the
 * award within weeks of deciding, so a tender closed half a year ago is not being evaluated as far
 * as anyone can tell, and the stage must not say it is.
 */
export const EVALUATION_DAYS = 183;
const DAY_MS = 86_400_000;

/** What the notices say: the phase and its date; the tender deadline moves a tender. */
export type LifecycleFacts = {
  phase: LifecyclePhase | null;
  /** Expected tender date, standstill end, contract end, termination date or market end. */
  until: Date | null;
  deadline: Date | null;
  /**
   * A contract's stated term end when its extension options let it run later (ADR 0260): the
   * stage reads `until`, the latest it can run (the radar's date); the words name both.
   */
  termEnd: Date | null;
};

const PHASE_OF_CODE = new Map<number, LifecyclePhase>(
  Object.entries(LIFECYCLE_PHASES).map(([phase, code]) => [code, phase as LifecyclePhase]),
);

const toDate = (value: Date | string | null) => {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The facts of a stored row (phase code, dates as stored or as ISO text). */
export function lifecycleFactsOf(row: {
  lifecycle_phase: number | null;
  lifecycle_until: Date | string | null;
  tender_deadline_date: Date | string | null;
  lifecycle_term_end: Date | string | null;
}): LifecycleFacts {
  return {
    phase: row.lifecycle_phase === null ? null : (PHASE_OF_CODE.get(row.lifecycle_phase) ?? null),
    until: toDate(row.lifecycle_until),
    deadline: toDate(row.tender_deadline_date),
    termEnd: toDate(row.lifecycle_term_end),
  };
}

const isAfter = (date: Date | null, now: Date) => date === null || date.getTime() > now.getTime();
/** When a closed tender's evaluation stops being believable (null: no deadline, none). */
const evaluationEnd = (deadline: Date | null) =>
  deadline && new Date(deadline.getTime() + EVALUATION_DAYS * DAY_MS);

/** The stage at `now`; null when the notices say nothing about the phase. */
export function deriveLifecycleStage(facts: LifecycleFacts, now: Date): LifecycleStage | null {
  const { phase, until, deadline } = facts;
  switch (phase) {
    case null:
      return null;
    case 'tender':
      if (isAfter(deadline, now)) return 'open';
      return isAfter(evaluationEnd(deadline), now) ? 'evaluation' : 'no_outcome_published';
    case 'award':
      return until !== null && until.getTime() > now.getTime() ? 'standstill' : 'awarded';
    case 'contract':
      return until !== null && until.getTime() - now.getTime() <= CONTRACT_ENDING_DAYS * DAY_MS
        ? 'contract_ending'
        : 'contract_live';
    case 'terminated':
      return 'terminated_early';
    case 'dynamic_market':
      return isAfter(until, now) ? 'dynamic_market_open' : 'dynamic_market_closed';
    case 'dynamic_market_ceased':
      return 'dynamic_market_closed';
    default:
      return phase;
  }
}

/** The next instant after `now` at which the stage changes (null: not by time alone). */
export function nextLifecycleChange(facts: LifecycleFacts, now: Date): Date | null {
  const { phase, until, deadline } = facts;
  const ahead = (date: Date | null) => (date && date.getTime() > now.getTime() ? date : null);
  if (phase === 'tender') return ahead(deadline) ?? ahead(evaluationEnd(deadline));
  if (phase === 'award' || phase === 'dynamic_market') return ahead(until);
  if (phase === 'contract' && until) {
    return ahead(new Date(until.getTime() - CONTRACT_ENDING_DAYS * DAY_MS));
  }
  return null;
}

/** The filter's and facet's name of each stage. */
export const LIFECYCLE_STAGE_LABELS: Record<LifecycleStage, string> = {
  pipeline: 'Pipeline',
  market_engagement: 'Market engagement',
  planned: 'Planned',
  open: 'Open for bids',
  evaluation: 'Evaluation',
  standstill: 'Standstill',
  awarded: 'Awarded',
  contract_live: 'Contract live',
  contract_ending: 'Contract ending',
  terminated_early: 'Terminated early',
  cancelled: 'Cancelled',
  dynamic_market_open: 'Dynamic market open',
  dynamic_market_closed: 'Dynamic market closed',
  no_outcome_published: 'No outcome published',
};

const MONTHS = [
  ...['January', 'February', 'March', 'April', 'May', 'June', 'July'],
  ...['August', 'September', 'October', 'November', 'December'],
];

/** `March 2027`: a buyer's expected date is a month, not a promise of a day. */
function formatUkMonth(date: Date): string {
  const fields = ukCalendarFields(date);
  const month = fields ? fields.monthIndex : date.getUTCMonth();
  return `${MONTHS[month]} ${fields ? fields.year : date.getUTCFullYear()}`;
}

/**
 * A contract's end in words. With extension options (a term end before `until`, the latest it
 * can run) both dates are named, so the line and the radar tell one story (ADR 0260):
 * "Contract term ended 21 Aug 2026, may be extended to 31 Dec 2026".
 */
function formatContractEnd(
  stage: 'contract_live' | 'contract_ending',
  until: Date,
  termEnd: Date | null | undefined,
  now: Date,
): string {
  const isPast = (date: Date) => date.getTime() <= now.getTime();
  if (!termEnd || termEnd.getTime() >= until.getTime()) {
    if (stage === 'contract_live') return `Contract live until ${formatShortUkDate(until)}`;
    return `Contract ${isPast(until) ? 'ended' : 'ends'} ${formatShortUkDate(until)}`;
  }
  const term = isPast(termEnd)
    ? `Contract term ended ${formatShortUkDate(termEnd)}`
    : stage === 'contract_live'
      ? `Contract live until ${formatShortUkDate(termEnd)}`
      : `Contract ends ${formatShortUkDate(termEnd)}`;
  const extension = isPast(until) ? 'could be extended to' : 'may be extended to';
  return `${term}, ${extension} ${formatShortUkDate(until)}`;
}

/**
 * The stage in words with its date, the same on cards and the detail page: "Standstill until
 * 12 Dec 2026", "Planned, tender expected March 2027", "Contract ends 31 Mar 2027" ...
 */
export function formatLifecycleStage(
  stage: LifecycleStage,
  facts: Pick<LifecycleFacts, 'until' | 'deadline' | 'termEnd'>,
  now: Date = new Date(),
): string {
  const { until, deadline } = facts;
  const label = LIFECYCLE_STAGE_LABELS[stage];
  switch (stage) {
    case 'pipeline':
    case 'market_engagement':
    case 'planned':
      return until ? `${label}, tender expected ${formatUkMonth(until)}` : label;
    case 'open':
      return deadline ? `Open for bids until ${formatShortUkDate(deadline)}` : label;
    case 'evaluation':
      return deadline ? `Evaluation, closed ${formatShortUkDate(deadline)}` : label;
    case 'no_outcome_published':
      return deadline ? `Closed ${formatShortUkDate(deadline)}, no outcome published` : label;
    case 'standstill':
      return until ? `Standstill until ${formatShortUkDate(until)}` : label;
    case 'contract_live':
    case 'contract_ending':
      return until ? formatContractEnd(stage, until, facts.termEnd, now) : label;
    case 'terminated_early':
      return until ? `Terminated early, ${formatShortUkDate(until)}` : label;
    case 'dynamic_market_open':
      return until ? `Dynamic market open until ${formatShortUkDate(until)}` : label;
    default:
      return label;
  }
}

/** The stage at `now` with its words, as cards and the detail page carry it (null: none). */
export function describeLifecycle(
  facts: LifecycleFacts,
  now: Date,
): { stage: LifecycleStage; label: string } | null {
  const stage = deriveLifecycleStage(facts, now);
  return stage ? { stage, label: formatLifecycleStage(stage, facts, now) } : null;
}
