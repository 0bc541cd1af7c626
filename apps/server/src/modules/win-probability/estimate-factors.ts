import type { WinFactor } from '@wac/contract';
import type { HistoryRow, HistoryWinner } from './award-history';
import type { Estimate, FieldSize, Retention } from './estimate-model';
import { listInWords, oneDecimal, percent, plural, ukDate } from './words';

/** The factors the number is made of (ADR 0220), each saying what it did in words. */

const compare = (value: number, against: number, margin: number): WinFactor['effect'] =>
  value > against + margin ? 'raises' : value < against - margin ? 'lowers' : 'neutral';

export function fieldSizeFactor(field: FieldSize, historyCount: number): WinFactor {
  const even = `an even chance among them is ${percent(1 / field.value)}`;
  let finding: string;
  if (field.source === 'winners') {
    finding = `No award in this sector published a bid count, so the field is taken as the firms that won this buyer's ${plural(historyCount, 'similar award')} plus you: ${Math.round(field.value)} bidders, ${even}.`;
  } else if (field.buyer_samples === 0) {
    finding = `None of this buyer's similar awards published a bid count; the sector averages ${oneDecimal(field.prior!)} bids, so about ${oneDecimal(field.value)} bidders: ${even}.`;
  } else {
    finding = `This buyer's similar contracts drew ${oneDecimal(field.buyer_mean!)} bids on average (${plural(field.buyer_samples, 'award')} with a published count) against ${oneDecimal(field.prior!)} across the sector; weighed together, about ${oneDecimal(field.value)} bidders: ${even}.`;
  }
  const effect = field.prior === null ? 'neutral' : compare(field.prior, field.value, 0.5);
  return {
    id: 'field_size',
    label: 'Bids per contract',
    finding,
    effect,
    in_estimate: true,
    organisations: [],
  };
}

export function incumbentFactor(
  incumbent: { row: HistoryRow; winners: readonly HistoryWinner[]; isCurrent: boolean } | null,
  retention: Retention,
  estimate: Estimate,
): WinFactor {
  const base = { id: 'incumbent' as const, label: 'Incumbent', in_estimate: true };
  if (incumbent === null) {
    return {
      ...base,
      finding:
        "No earlier award of this buyer's in this sector names a winner, so there is no incumbent to beat.",
      effect: 'neutral',
      organisations: [],
    };
  }
  const names = listInWords(incumbent.winners.map((winner) => winner.name));
  const contract = incumbent.isCurrent ? 'the current contract' : 'the latest contract';
  const ends =
    incumbent.row.contract_end === null ? '' : `, ending ${ukDate(incumbent.row.contract_end)}`;
  const kept =
    retention.pairs === 0
      ? `This buyer has no re-award in this sector to learn from; across the sector incumbents kept ${percent(retention.division_rate)}, which is used: ${percent(retention.rate)}.`
      : `Incumbents kept ${retention.kept} of this buyer's ${plural(retention.pairs, 're-award')} in this sector; weighed with the sector's ${percent(retention.division_rate)}, that is ${percent(retention.rate)}.`;
  const who = estimate.is_incumbent
    ? `You (${names}) hold`
    : `${names} ${incumbent.isCurrent ? 'holds' : 'held'}`;
  const after = estimate.is_incumbent
    ? 'Keeping it is your chance.'
    : `The other bidders share the remaining ${percent(1 - retention.rate)}.`;
  return {
    ...base,
    finding: `${who} ${contract} (${incumbent.row.wac_id}${ends}). ${kept} ${after}`,
    effect: estimate.is_incumbent ? 'raises' : 'lowers',
    organisations: incumbent.winners.map(({ id, name }) => ({
      id,
      name,
      role: 'supplier' as const,
    })),
  };
}

export function buyerRecordFactor(
  company: string | null,
  wins: number,
  awards: number,
  estimate: Estimate,
): WinFactor {
  const base = {
    id: 'own_record_buyer' as const,
    label: 'Your record with this buyer',
    in_estimate: true,
    organisations: [],
  };
  const shrunk = `your share, weighed against an even chance of ${percent(estimate.even_chance)}, is ${percent(estimate.share)}`;
  if (company === null) {
    return {
      ...base,
      finding: `Your workspace names no company, so your record cannot be counted and you are treated as a new bidder: ${shrunk}.`,
      effect: compare(estimate.share, estimate.even_chance, 0.005),
    };
  }
  return {
    ...base,
    finding:
      wins === 0
        ? `${company} won none of this buyer's ${plural(awards, 'similar award')}: ${shrunk}.`
        : `${company} won ${wins} of this buyer's ${plural(awards, 'similar award')}: ${shrunk}.`,
    effect: compare(estimate.share, estimate.even_chance, 0.005),
  };
}
