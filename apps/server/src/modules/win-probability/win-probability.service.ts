import {
  describeLowestPlanWith,
  WIN_PROBABILITY_MIN_SIMILAR_AWARDS,
  type WinProbabilityResponse,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { hasCapability } from '../auth/plan-access';
import { getWorkspaceCompany, requireWorkspaceAction } from '../workspaces';
import { findBuyerHistory, findRegionWinners } from './award-history.repository';
import { buildEstimate } from './build-estimate';
import { findCompanyOrganisations, findCompanyRecord } from './company-record.repository';
import { EMPTY_RATES, getDivisionRates } from './division-rates-cache';
import { findTargetOpportunity } from './target.repository';

type Deps = Pick<AppDeps, 'db'>;

// Enough region winners to fill the competitor list after the buyer's own winners.
const REGION_WINNERS_READ = 20;

export const planNeededForEstimate = () =>
  `The win-probability estimator comes with the ${describeLowestPlanWith('win_probability')} plan and above.`;

/** The tier rule first (a 403 naming the plan), then membership of the workspace. */
export async function requireEstimatorAccess(deps: Deps, user: AuthUser, workspaceId: number) {
  if (!hasCapability(user, 'win_probability'))
    throw new AppError('FORBIDDEN', planNeededForEstimate());
  return requireWorkspaceAction(deps.db, workspaceId, user.id, 'pipeline.read');
}

/** GET /api/workspaces/:id/win-probability?wac_id= (issue 30, ADR 0220). */
export async function estimateWinProbability(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  wacId: string,
  now = Date.now(),
): Promise<WinProbabilityResponse> {
  await requireEstimatorAccess(deps, user, workspaceId);
  const target = await findTargetOpportunity(deps.db, wacId);
  if (!target) throw new AppError('NOT_FOUND', 'Opportunity not found.');
  const { buyer, division } = target;
  const company = await getWorkspaceCompany(deps.db, workspaceId);
  if (buyer === null || division === null) {
    return {
      wac_id: target.wac_id,
      workspace_id: workspaceId,
      company_name: company.company_name,
      company_suppliers: [],
      buyer,
      cpv_division: null,
      similar_awards: 0,
      min_similar_awards: WIN_PROBABILITY_MIN_SIMILAR_AWARDS,
      probability: null,
      summary:
        buyer === null
          ? 'Not enough data: this notice names no buyer on record, so there is no award history to read.'
          : 'Not enough data: this notice gives no CPV code, so there is no similar work to compare it with.',
      factors: [],
      competitors: [],
      counted_awards: [],
    };
  }
  const asOf = new Date(now);
  const organisations = await findCompanyOrganisations(deps.db, company);
  const [history, rates, record, regionWinners] = await Promise.all([
    findBuyerHistory(deps.db, {
      buyerId: buyer.id,
      division,
      asOf,
      excludeOpportunityId: target.id,
    }),
    getDivisionRates(deps.db, now),
    findCompanyRecord(deps.db, { organisationIds: organisations.map((o) => o.id), division, asOf }),
    findRegionWinners(deps.db, {
      division,
      regions: target.region_codes,
      asOf,
      limit: REGION_WINNERS_READ,
    }),
  ]);
  return buildEstimate({
    workspaceId,
    target: { ...target, buyer, division },
    asOf: now,
    history,
    division: rates.byDivision.get(division) ?? EMPTY_RATES,
    national: rates.national,
    company: { name: company.company_name, size: company.company_size, organisations, record },
    regionWinners,
  });
}
