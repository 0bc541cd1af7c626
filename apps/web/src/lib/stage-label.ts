/**
 * Stage display rules (public-area.md section 4 "Stage display", account-area.md section 9).
 * A stage may hold several values ("tender,award" or an array), so every helper accepts both.
 */
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

function stageText(stage: StageInput): string {
  return splitStageValues(stage).join(',').toLowerCase();
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

/** Planning mode: the stage or the tender status mentions planning. */
export function isPlanningMode(stage: StageInput, tenderStatus?: string | null): boolean {
  return (
    stageText(stage).includes('planning') ||
    Boolean(tenderStatus?.toLowerCase().includes('planning'))
  );
}

/** Tender mode: the stage mentions tender (or tender amendment) but not award or contract. */
export function isTenderMode(stage: StageInput): boolean {
  const text = stageText(stage);
  return text.includes('tender') && !text.includes('award') && !text.includes('contract');
}

/** Award mode: the stage mentions award, contract or award update, or awards exist. */
export function isAwardMode(stage: StageInput, hasAwards = false): boolean {
  const text = stageText(stage);
  return hasAwards || text.includes('award') || text.includes('contract');
}
