/**
 * The words a notice's stage and source are shown in (public-area.md section 4 "Stage display"):
 * the one definition the web's cards and the CSV export share (ADR 0151). Without zod, so the
 * search screen's first load can import it (`@wac/contract/display-labels`, ADR 0046).
 */

/** A stage may hold several values ("tender,award" or an array), so every helper takes both. */
export type StageInput = string | readonly string[] | null | undefined;

const AWARD_STAGES = new Set(['award', 'awardupdate', 'contract']);
const TENDER_STAGES = new Set(['tender', 'tenderamendment', 'tenderupdate']);
const PLANNING_STAGES = new Set(['planning', 'planningupdate']);

/** Splits a stage into its trimmed, non-empty values, keeping their original case. */
export function splitStageValues(stage: StageInput): string[] {
  if (!stage) return [];
  const parts = typeof stage === 'string' ? [stage] : stage;
  return parts.flatMap((part) => part.split(/[\s,;|]+/)).filter(Boolean);
}

function capitalise(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Award beats Tender beats Planning; otherwise the first value capitalised; N/A when absent. */
export function getStageLabel(stage: StageInput): string {
  const values = splitStageValues(stage);
  const lowered = values.map((value) => value.toLowerCase());
  if (lowered.some((value) => AWARD_STAGES.has(value))) return 'Award';
  if (lowered.some((value) => TENDER_STAGES.has(value))) return 'Tender';
  if (lowered.some((value) => PLANNING_STAGES.has(value))) return 'Planning';
  return values[0] ? capitalise(values[0]) : 'N/A';
}

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  ContractsFinder: 'CF',
  FTS: 'FTS',
  PCS: 'PCS',
  Sell2Wales: 'S2W',
};

const SOURCE_NAMES: Readonly<Record<string, string>> = {
  ContractsFinder: 'Contracts Finder',
  FTS: 'Find a Tender',
  PCS: 'Public Contracts Scotland',
  Sell2Wales: 'Sell2Wales',
};

/**
 * Short source label: ContractsFinder -> CF, FTS -> FTS, PCS -> PCS, Sell2Wales -> S2W, anything
 * else as-is, missing -> N/A.
 */
export function getSourceLabel(source: string | null | undefined): string {
  if (!source) return 'N/A';
  return Object.hasOwn(SOURCE_LABELS, source) ? SOURCE_LABELS[source]! : source;
}

/** The portal's full name (tooltips, accessible labels, exports), with the same fallbacks. */
export function getSourceName(source: string | null | undefined): string {
  if (!source) return 'N/A';
  return Object.hasOwn(SOURCE_NAMES, source) ? SOURCE_NAMES[source]! : source;
}
