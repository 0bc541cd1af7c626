import { LIFECYCLE_PHASES, type LifecyclePhase } from '@wac/contract';
import { endedEarly } from './early-termination';
import { type LifecycleNotice, readLifecycleNotice } from './map-lifecycle-release';
import type { OcdsRelease } from './ocds-types';

/**
 * The lifecycle columns of an opportunity (issue 31, ADR 0222), from ALL its notices: the phase
 * furthest along (a cancellation or an early termination ends the story whatever came before)
 * and the date that phase is read with, each taken from the latest notice that states it. Both
 * are decided by the notices' own dates and ids, never by the order WAC received them.
 */
export type LifecycleColumns = {
  lifecycle_phase: number | null;
  lifecycle_until: string | null;
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

const inOrder = (a: LifecycleNotice, b: LifecycleNotice) =>
  a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The last value stated, in the notices' order. */
function lastStated(notices: LifecycleNotice[], pick: (notice: LifecycleNotice) => number | null) {
  for (let index = notices.length - 1; index >= 0; index -= 1) {
    const value = pick(notices[index]!);
    if (value !== null) return value;
  }
  return null;
}

/** The contract's end: as the contract notices last state it, else as the awards expect it. */
const readContractEnd = (notices: LifecycleNotice[]) =>
  lastStated(notices, (notice) => (notice.isTermination ? null : notice.contractEnd)) ??
  lastStated(notices, (notice) => notice.awardedContractEnd);

type Reading = { phase: LifecyclePhase; until: number | null };

/** A UK11: early when it ends the contract before the end the other notices state. */
function readTermination(notices: LifecycleNotice[], termination: LifecycleNotice): Reading {
  const plannedEnd = readContractEnd(notices);
  const endedAt =
    termination.contractEnd ?? (Number.isFinite(termination.at) ? termination.at : null);
  return endedEarly(endedAt, plannedEnd)
    ? { phase: 'terminated', until: endedAt }
    : { phase: 'contract', until: endedAt ?? plannedEnd };
}

function readPhase(notices: LifecycleNotice[], tenderStatus: string | null): Reading | null {
  if (tenderStatus && CANCELLED_STATUSES.has(tenderStatus.toLowerCase())) {
    return { phase: 'cancelled', until: null };
  }
  const readings = notices.map((notice): Reading | null => {
    if (notice.isTermination) return readTermination(notices, notice);
    return notice.phase ? { phase: notice.phase, until: null } : null;
  });
  let best: Reading | null = null;
  for (const reading of readings) {
    // Later notices are later in the list: an equal rank keeps the later one.
    if (reading && (!best || RANK[reading.phase] >= RANK[best.phase])) best = reading;
  }
  if (!best || best.until !== null) return best;
  const dated = (pick: (notice: LifecycleNotice) => number | null) => ({
    phase: best.phase,
    until: lastStated(notices, pick),
  });
  switch (best.phase) {
    case 'pipeline':
    case 'market_engagement':
    case 'planned':
      return dated((notice) => notice.expectedTender);
    case 'award':
      return dated((notice) => notice.standstillEnd);
    case 'contract':
      return { phase: best.phase, until: readContractEnd(notices) };
    case 'dynamic_market':
      return dated((notice) => notice.marketEnd);
    default:
      return best;
  }
}

export function mapLifecycle(
  releases: readonly OcdsRelease[],
  requestedNoticeTypes: ReadonlyMap<string, number>,
  tenderStatus: string | null,
): LifecycleColumns {
  const notices = releases
    .map((release) => readLifecycleNotice(release, requestedNoticeTypes.get(release.id)))
    .sort(inOrder);
  const reading = readPhase(notices, tenderStatus);
  return {
    lifecycle_phase: reading ? LIFECYCLE_PHASES[reading.phase] : null,
    lifecycle_until: reading?.until != null ? new Date(reading.until).toISOString() : null,
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
  let best: LifecycleColumns = { lifecycle_phase: null, lifecycle_until: null };
  for (const member of members) {
    const rank = RANK_OF_CODE.get(member.lifecycle_phase ?? 0) ?? 0;
    if (rank > (RANK_OF_CODE.get(best.lifecycle_phase ?? 0) ?? 0)) {
      best = { lifecycle_phase: member.lifecycle_phase, lifecycle_until: member.lifecycle_until };
    }
  }
  return best;
}
