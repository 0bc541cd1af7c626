import { LIFECYCLE_PHASES, type LifecyclePhase } from '@wac/contract';
import { sortReleases } from './compile-record';
import { type ContractEnd, extendableTermEnd, runsUntil } from './contract-end';
import { type LifecycleNotice, readLifecycleNotice } from './map-lifecycle-release';
import type { OcdsRelease } from './ocds-types';
import { contractEndOfProcurement } from './procurement-contract-end';

/**
 * The lifecycle columns of an opportunity (issue 31, ADR 0222), from ALL its notices: the phase
 * furthest along (a cancellation or an early termination ends the story whatever came before)
 * and the date that phase is read with, each taken from the latest notice that states it. Both
 * are decided by the notices' own dates and ids, never by the order WAC received them. A
 * contract's dates come from the one reader of a contract's end (contract-end.ts, ADR 0260),
 * the radar's too.
 */
export type LifecycleColumns = {
  lifecycle_phase: number | null;
  lifecycle_until: string | null;
  /** The stated term end when extension options let the contract run past it (ADR 0260). */
  lifecycle_term_end: string | null;
};

const RANK: Record<LifecyclePhase, number> = {
  pipeline: 1,
  market_engagement: 2,
  planned: 3,
  tender: 4,
  dynamic_market: 5,
  award: 6,
  contract: 7,
  dynamic_market_ceased: 8,
  terminated: 9,
  cancelled: 10,
};

/** Statuses that end a procurement (as SQL opportunity_is_cancelled, so status agrees). */
const CANCELLED_STATUSES = new Set(['cancelled', 'withdrawn', 'unsuccessful']);

/** The last value stated, in the notices' order. */
function lastStated(notices: LifecycleNotice[], pick: (notice: LifecycleNotice) => number | null) {
  for (let index = notices.length - 1; index >= 0; index -= 1) {
    const value = pick(notices[index]!);
    if (value !== null) return value;
  }
  return null;
}

type Reading = { phase: LifecyclePhase; until: string | null; termEnd?: string | null };

const isoOf = (millis: number | null) => (millis === null ? null : new Date(millis).toISOString());

function furthestPhase(notices: LifecycleNotice[], end: ContractEnd): LifecyclePhase | null {
  let best: LifecyclePhase | null = end.ending?.early ? 'terminated' : null;
  for (const notice of notices) {
    // Later notices are later in the list: an equal rank keeps the later one.
    if (notice.phase && (!best || RANK[notice.phase] >= RANK[best])) best = notice.phase;
  }
  return best;
}

function readPhase(
  notices: LifecycleNotice[],
  end: ContractEnd,
  tenderStatus: string | null,
): Reading | null {
  if (tenderStatus && CANCELLED_STATUSES.has(tenderStatus.toLowerCase())) {
    return { phase: 'cancelled', until: null };
  }
  const phase = furthestPhase(notices, end);
  const dated = (pick: (notice: LifecycleNotice) => number | null) => ({
    phase: phase!,
    until: isoOf(lastStated(notices, pick)),
  });
  switch (phase) {
    case null:
      return null;
    case 'pipeline':
    case 'market_engagement':
    case 'planned':
      return dated((notice) => notice.expectedTender);
    case 'award':
      return dated((notice) => notice.standstillEnd);
    case 'terminated':
      return { phase, until: end.ending?.on ?? null };
    case 'contract':
      return { phase, until: runsUntil(end), termEnd: extendableTermEnd(end) };
    case 'dynamic_market':
      return dated((notice) => notice.marketEnd);
    default:
      return { phase, until: null };
  }
}

export function mapLifecycle(
  releases: readonly OcdsRelease[],
  requestedNoticeTypes: ReadonlyMap<string, number>,
  tenderStatus: string | null,
): LifecycleColumns {
  const sorted = sortReleases([...releases]);
  const notices = sorted.map((release) =>
    readLifecycleNotice(release, requestedNoticeTypes.get(release.id)),
  );
  const reading = readPhase(notices, contractEndOfProcurement(sorted), tenderStatus);
  return {
    lifecycle_phase: reading ? LIFECYCLE_PHASES[reading.phase] : null,
    lifecycle_until: reading?.until ?? null,
    lifecycle_term_end: reading?.termEnd ?? null,
  };
}

const RANK_OF_CODE = new Map<number, number>(
  Object.entries(RANK).map(([phase, rank]) => [LIFECYCLE_PHASES[phase as LifecyclePhase], rank]),
);

/**
 * The lifecycle of a cross-posted procurement: that of the member furthest along (each portal
 * copy tells part of the story; an award published only on Contracts Finder still ends it).
 */
export function furthestLifecycle(members: readonly LifecycleColumns[]): LifecycleColumns {
  let best: LifecycleColumns = {
    lifecycle_phase: null,
    lifecycle_until: null,
    lifecycle_term_end: null,
  };
  for (const member of members) {
    const rank = RANK_OF_CODE.get(member.lifecycle_phase ?? 0) ?? 0;
    if (rank > (RANK_OF_CODE.get(best.lifecycle_phase ?? 0) ?? 0)) {
      best = {
        lifecycle_phase: member.lifecycle_phase,
        lifecycle_until: member.lifecycle_until,
        lifecycle_term_end: member.lifecycle_term_end,
      };
    }
  }
  return best;
}
