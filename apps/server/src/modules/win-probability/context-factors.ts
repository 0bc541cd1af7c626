import type { WinFactor } from '@wac/contract';
import type { HistoryRow } from './award-history';
import type { CompanyRecord } from './company-record.repository';
import type { Competitor } from './competitors';
import { median, oneDecimal, percent, plural, pounds } from './words';

/**
 * Factors shown beside the estimate for the reader's judgement but not counted in it (ADR 0220):
 * the award data holds winners only, so how SME share, contract size or time left change a
 * bidder's chance cannot be measured from it honestly.
 */
const context = (id: WinFactor['id'], label: string, finding: string): WinFactor => ({
  id,
  label,
  finding,
  effect: 'context',
  in_estimate: false,
  organisations: [],
});

// The Procurement Act's SME bands (ADR 0177's company sizes).
const SME_SIZES = new Set(['micro', 'small', 'medium']);

export function smeShareFactor(history: readonly HistoryRow[], size: string | null): WinFactor {
  const sized = history.filter((row) => row.winners.some((winner) => winner.scale !== null));
  const sme = sized.filter((row) => row.winners.some((winner) => winner.scale === 'sme')).length;
  const share =
    sized.length === 0
      ? "None of this buyer's similar awards says whether the winner was an SME."
      : `${sme} of the ${plural(sized.length, 'similar award')} from this buyer that give the winner's size went to SMEs (${percent(sme / sized.length)}).`;
  const yours =
    size === null
      ? ''
      : ` Your profile says ${size}: ${SME_SIZES.has(size) ? 'an SME' : 'not an SME'}.`;
  return context('sme_share', "Buyer's SME share", share + yours);
}

export function divisionRecordFactor(
  company: string | null,
  record: CompanyRecord,
  division: string,
): WinFactor {
  return context(
    'own_record_division',
    'Your record in this sector',
    company === null
      ? 'Add your company to the workspace to count your record in this sector.'
      : `${company} won ${plural(record.wins_in_division, 'contract')} in CPV division ${division} from any buyer, ${record.wins_total.toLocaleString('en-GB')} in all.`,
  );
}

export function contractSizeFactor(value: number | null, record: CompanyRecord): WinFactor {
  const label = 'Contract size';
  if (value === null) return context('contract_size', label, 'The notice gives no value.');
  if (record.median_value === null || record.median_value <= 0) {
    return context(
      'contract_size',
      label,
      `This contract is worth ${pounds(value)}; no award of yours with a value is on record to compare it with.`,
    );
  }
  const ratio = value / record.median_value;
  const scale =
    ratio >= 1.5
      ? `${oneDecimal(ratio)} times your usual size`
      : ratio <= 1 / 1.5
        ? `${oneDecimal(1 / ratio)} times smaller than your usual size`
        : 'about your usual size';
  return context(
    'contract_size',
    label,
    `This contract is worth ${pounds(value)}; your median award is ${pounds(record.median_value)} (${plural(record.valued_awards, 'award')} with a value): ${scale}.`,
  );
}

export function timeLeftFactor(
  deadline: Date | null,
  asOf: number,
  history: readonly HistoryRow[],
): WinFactor {
  const periods = history.flatMap((row) =>
    row.tender_days !== null && row.tender_days > 0 && row.tender_days < 365
      ? [row.tender_days]
      : [],
  );
  const usual = median(periods);
  const usualWords =
    usual === null
      ? 'no earlier tender of this buyer in this sector shows how long it usually allows'
      : `this buyer usually allows ${plural(Math.round(usual), 'day')} from publication (median of ${plural(periods.length, 'tender')})`;
  if (deadline === null) {
    return context(
      'time_left',
      'Time to the deadline',
      `The notice gives no deadline; ${usualWords}.`,
    );
  }
  const daysLeft = Math.floor((deadline.getTime() - asOf) / 86_400_000);
  const left = daysLeft < 0 ? 'The deadline has passed' : `${plural(daysLeft, 'day')} left`;
  return context('time_left', 'Time to the deadline', `${left}; ${usualWords}.`);
}

export function competitorsFactor(competitors: readonly Competitor[]): WinFactor {
  const named = competitors.map((competitor) => {
    const facts = [
      competitor.is_incumbent ? 'incumbent' : null,
      competitor.wins_with_buyer > 0
        ? `${plural(competitor.wins_with_buyer, 'award')} from this buyer`
        : null,
      competitor.wins_in_region > 0 ? `${competitor.wins_in_region} in the region` : null,
    ].filter(Boolean);
    return `${competitor.name} (${facts.join(', ')})`;
  });
  return {
    ...context(
      'competitors',
      'Likely competitors',
      named.length === 0
        ? 'No one else is on record winning this work from this buyer or in this region.'
        : `Most likely in the field: ${named.join('; ')}.`,
    ),
    organisations: competitors.map(({ id, name }) => ({ id, name, role: 'supplier' as const })),
  };
}
