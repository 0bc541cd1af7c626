import { normaliseCompaniesHouseNumber, type WorkspaceCompany } from '@wac/contract';
import { normaliseName } from '../ingest/normalise-name';
import type { AwardWinnerRow } from './item-changes.repository';

/**
 * Whether an award names the workspace's company (its profile, ADR 0177): the same Companies
 * House number (scheme GB-COH, compared as the profile stores it), or the same name by the one
 * comparison key leaderboards use (`normaliseName`: case, punctuation and "Ltd"/"Limited" do not
 * matter). An empty profile matches nothing. Pure.
 */
export function awardNamesCompany(
  winners: readonly AwardWinnerRow[],
  company: Pick<WorkspaceCompany, 'company_name' | 'companies_house_number'>,
): boolean {
  const number = company.companies_house_number?.trim()
    ? normaliseCompaniesHouseNumber(company.companies_house_number)
    : null;
  const name = company.company_name?.trim() ? normaliseName(company.company_name) : '';
  return winners.some(
    (winner) =>
      (number !== null &&
        winner.scheme === 'GB-COH' &&
        winner.identifier !== null &&
        normaliseCompaniesHouseNumber(winner.identifier) === number) ||
      (name !== '' && winner.name_normalised === name),
  );
}
