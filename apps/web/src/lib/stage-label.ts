/**
 * Stage display rules (public-area.md section 4 "Stage display", account-area.md section 9):
 * the modes a detail page is shown in.
 */
import { type StageInput, splitStageValues } from '@wac/contract/display-labels';

// The labels themselves are the contract's (one definition with the CSV export, ADR 0151).
export { getStageLabel, type StageInput, splitStageValues } from '@wac/contract/display-labels';

function stageText(stage: StageInput): string {
  return splitStageValues(stage).join(',').toLowerCase();
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
