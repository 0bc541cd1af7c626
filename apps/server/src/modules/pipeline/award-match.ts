import { normaliseName } from '../ingest/normalise-name';
import type { AwardWinnerRow } from './item-changes.repository';

/** The workspace's own company as its profile states it (ADR 0177). */
export type WorkspaceCompany = { name: string | null; companies_house_number: string | null };

/** Companies House numbers are 8 characters; registers drop leading zeros and add spaces. */
function companyNumberKey(number: string): string {
  const compact = number.replace(/\s+/g, '').toUpperCase();
  return /^\d+$/.test(compact) ? compact.padStart(8, '0') : compact;
}

/**
 * Whether an award names the company: the same Companies House number (scheme GB-COH), or the
 * same name by the one comparison key leaderboards use (`normaliseName`: case, punctuation and
 * "Ltd"/"Limited" do not matter). Pure.
 */
export function awardNamesCompany(
  winners: readonly AwardWinnerRow[],
  company: WorkspaceCompany | null,
): boolean {
  if (!company) return false;
  const number = company.companies_house_number?.trim()
    ? companyNumberKey(company.companies_house_number)
    : null;
  const name = company.name?.trim() ? normaliseName(company.name) : null;
  return winners.some(
    (winner) =>
      (number !== null &&
        winner.scheme === 'GB-COH' &&
        winner.identifier !== null &&
        companyNumberKey(winner.identifier) === number) ||
      (name !== null && name !== '' && winner.name_normalised === name),
  );
}
