import { describe, expect, it } from 'vitest';
import { findDates, findTimes } from './dates';
import { readContractTerm } from './durations';
import { findMoney } from './money';
import { isNegatedAt } from './requirement';
import { splitSentences } from './sentences';

describe('reading dates, money, terms and sentences', () => {
  it('reads UK date formats day first and refuses impossible dates', () => {
    const text =
      'Friday 15th January 2027, 3 Feb 2027, 20/02/2027, 05.03.27, 2027-04-01, 31/02/2027, March 2, 2027';
    expect(findDates(text).map((date) => date.iso)).toEqual([
      '2027-01-15',
      '2027-02-03',
      '2027-02-20',
      '2027-03-05',
      '2027-04-01',
      '2027-03-02',
    ]);
  });

  it('reads times, never the day and month of a dotted date', () => {
    const text = '12 noon, 12:00 noon, 5pm, 10.30am, 17:00 hrs, midday, 15.01.2027';
    expect(findTimes(text, findDates(text)).map((time) => time.time)).toEqual([
      '12:00',
      '12:00',
      '17:00',
      '10:30',
      '17:00',
      '12:00',
    ]);
  });

  it('reads money in the ways tenders write it', () => {
    const text = '£5m, £1.2 million, £250k, £10,000,000, GBP 2,500,000, 7,000,000, £12.50';
    expect(findMoney(text, { allowBare: true }).map((money) => money.pounds)).toEqual([
      5_000_000, 1_200_000, 250_000, 10_000_000, 2_500_000, 7_000_000, 13,
    ]);
    expect(findMoney('7,000,000').length).toBe(0);
  });

  it('reads contract terms in words, digits and plus form', () => {
    expect(
      readContractTerm(
        'an initial period of two (2) years with an option to extend by a further 12 months',
      ),
    ).toEqual({
      initialMonths: 24,
      extensionMonths: 12,
    });
    expect(readContractTerm('The framework will run for 48 months.')).toEqual({
      initialMonths: 48,
      extensionMonths: null,
    });
    expect(readContractTerm('a 2 + 1 year contract')).toEqual({
      initialMonths: 24,
      extensionMonths: 12,
    });
    expect(readContractTerm('option to extend for 2 x 12 months')).toEqual({
      initialMonths: null,
      extensionMonths: 24,
    });
  });

  it('gives a negation to the requirement it follows, or to all after it', () => {
    const both = 'Cyber Essentials is required, Cyber Essentials Plus is not required.';
    expect(isNegatedAt(both, both.indexOf('Cyber Essentials is'))).toBe(false);
    expect(isNegatedAt(both, both.indexOf('Cyber Essentials Plus'))).toBe(true);
    const leading = 'Suppliers are not required to hold ISO 9001 or ISO 14001.';
    expect(isNegatedAt(leading, leading.indexOf('ISO 14001'))).toBe(true);
    const split = 'ISO 9001 is required but ISO 14001 is not.';
    expect(isNegatedAt(split, split.indexOf('ISO 9001'))).toBe(false);
    expect(isNegatedAt(split, split.indexOf('ISO 14001'))).toBe(true);
  });

  it('joins wrapped lines, keeps table rows and numbered clauses apart, and knows abbreviations', () => {
    const page = `Tenders must be received no later than
12 noon on 15th January 2027. Late tenders, e.g. those sent by post, will be rejected.
Quality 60%
Price 40%
4.2 Bidders must sign the Form of Tender.`;
    expect(splitSentences(page).map((sentence) => sentence.text)).toEqual([
      'Tenders must be received no later than 12 noon on 15th January 2027.',
      'Late tenders, e.g. those sent by post, will be rejected.',
      'Quality 60%',
      'Price 40%',
      '4.2 Bidders must sign the Form of Tender.',
    ]);
  });
});
