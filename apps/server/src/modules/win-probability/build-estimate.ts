import {
  WIN_PROBABILITY_LISTED_AWARDS,
  WIN_PROBABILITY_MIN_SIMILAR_AWARDS,
  type WinProbabilityResponse,
} from '@wac/contract';
import type { DivisionRates, HistoryRow } from './award-history';
import { countRetention } from './award-history';
import type { CompanyRecord } from './company-record.repository';
import { type RegionWinner, rankCompetitors } from './competitors';
import {
  competitorsFactor,
  contractSizeFactor,
  divisionRecordFactor,
  smeShareFactor,
  timeLeftFactor,
} from './context-factors';
import { buyerRecordFactor, fieldSizeFactor, incumbentFactor } from './estimate-factors';
import {
  countWins,
  estimateChance,
  estimateFieldSize,
  estimateRetention,
  findIncumbent,
} from './estimate-model';
import type { TargetOpportunity } from './target.repository';
import { chanceInWords, plural } from './words';

export type EstimateInputs = {
  workspaceId: number;
  target: TargetOpportunity & { buyer: { id: number; name: string }; division: string };
  asOf: number;
  history: HistoryRow[];
  division: DivisionRates;
  national: DivisionRates;
  company: {
    name: string | null;
    size: string | null;
    organisations: { id: number; name: string }[];
    record: CompanyRecord;
  };
  regionWinners: RegionWinner[];
};

/** The estimate and its evidence, from the figures the service read (issue 30, ADR 0220). */
export function buildEstimate(input: EstimateInputs): WinProbabilityResponse {
  const { target, history } = input;
  const companyIds = new Set(input.company.organisations.map((organisation) => organisation.id));
  const field = estimateFieldSize(history, input.division, input.national);
  const retention = estimateRetention(countRetention(history), input.division, input.national);
  const incumbent = findIncumbent(history, input.asOf);
  const estimate = estimateChance(history, companyIds, field, retention, incumbent?.winners ?? []);
  const competitors = rankCompetitors(
    history,
    input.regionWinners,
    incumbent?.winners ?? [],
    companyIds,
  );
  const enough = history.length >= WIN_PROBABILITY_MIN_SIMILAR_AWARDS;
  const where = `from ${target.buyer.name} in CPV division ${target.division}${target.division_label ? ` (${target.division_label})` : ''}`;
  const who = input.company.name ?? 'a new bidder';
  const summary = enough
    ? `${capitalise(chanceInWords(estimate.probability))} for ${who}, based on ${plural(history.length, 'similar award')} ${where}.`
    : `Not enough data: ${plural(history.length, 'similar award')} ${where}; an estimate needs at least ${WIN_PROBABILITY_MIN_SIMILAR_AWARDS}.`;
  return {
    wac_id: target.wac_id,
    workspace_id: input.workspaceId,
    company_name: input.company.name,
    company_suppliers: input.company.organisations,
    buyer: target.buyer,
    cpv_division: { code: target.division, label: target.division_label },
    similar_awards: history.length,
    min_similar_awards: WIN_PROBABILITY_MIN_SIMILAR_AWARDS,
    probability: enough ? estimate.probability : null,
    summary,
    factors: [
      fieldSizeFactor(field, history.length),
      incumbentFactor(incumbent, retention, estimate),
      buyerRecordFactor(
        input.company.name,
        countWins(history, companyIds),
        history.length,
        estimate,
      ),
      divisionRecordFactor(input.company.name, input.company.record, target.division),
      smeShareFactor(history, input.company.size),
      contractSizeFactor(target.value_amount, input.company.record),
      timeLeftFactor(target.deadline, input.asOf, history),
      competitorsFactor(competitors),
    ],
    competitors,
    counted_awards: history
      .slice(-WIN_PROBABILITY_LISTED_AWARDS)
      .reverse()
      .map((row) => ({
        wac_id: row.wac_id,
        title: row.title,
        award_date: Number.isFinite(row.award_date) ? new Date(row.award_date).toISOString() : null,
        value_amount: row.value_amount,
        bid_count: row.bid_count,
        suppliers: row.winners.map(({ id, name }) => ({ id, name })),
      })),
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
