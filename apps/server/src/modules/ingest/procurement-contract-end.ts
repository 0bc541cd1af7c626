import { awardIdsOf, type ContractEnd, readContractEnd, runsUntil } from './contract-end';
import type { OcdsRelease } from './ocds-types';

const NO_END: ContractEnd = {
  end_date: null,
  max_extent_date: null,
  ending: null,
  date_history: [],
};

const latestFirst = (a: string | null, b: string | null) =>
  (b === null ? -Infinity : Date.parse(b)) - (a === null ? -Infinity : Date.parse(a));

/**
 * The contract end the lifecycle stage reads for a whole procurement (ADR 0260): each award's
 * contract read by the one reader (contract-end.ts), as the radar reads it. A contract that
 * ended early ends the story (the latest such ending); otherwise the procurement runs as long as
 * its longest-running contract, whose term end and maximum extent are shown together.
 */
export function contractEndOfProcurement(releases: readonly OcdsRelease[]): ContractEnd {
  const awardIds = [...new Set(releases.flatMap(awardIdsOf))];
  const ends = awardIds.map((awardId) => readContractEnd(releases, awardId));
  const early = ends
    .filter((end) => end.ending?.early)
    .sort((a, b) => latestFirst(a.ending!.on, b.ending!.on));
  if (early.length > 0) return early[0]!;
  const running = ends.sort((a, b) => latestFirst(runsUntil(a), runsUntil(b)));
  return running[0] ?? NO_END;
}
