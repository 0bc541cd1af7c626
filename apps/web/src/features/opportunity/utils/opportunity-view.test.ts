import type { OpportunityDetail } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { buildOpportunity } from './opportunity.fixture';
import {
  getDateRows,
  getOpportunityModes,
  getSuitabilityBadges,
  getSupplierText,
  getValueSummary,
  humanise,
  joinBuyerAddress,
  splitCpvCodes,
} from './opportunity-view';

const award = (overrides: Partial<OpportunityDetail['opportunity_awards'][number]> = {}) => ({
  award_id: null,
  title: null,
  status: 'active',
  value_amount: 98000,
  value_currency: 'GBP',
  award_decision_date: '2025-05-02T00:00:00Z',
  contract_start_date: null,
  contract_end_date: null,
  suppliers: [{ name: 'Green Spaces Ltd', scheme: null, identifier: null, organisation_id: null }],
  ...overrides,
});

describe('opportunity view', () => {
  it('labels the value Awarded when the first award has one, else Estimated', () => {
    expect(getValueSummary(buildOpportunity({ tender_value_amount: 120000 }))).toEqual({
      label: 'Estimated Value',
      value: '£120,000',
    });
    expect(
      getValueSummary(
        buildOpportunity({
          tender_value_amount: 120000,
          opportunity_awards: [award({ value_currency: 'EUR' })],
        }),
      ),
    ).toEqual({ label: 'Awarded Value', value: '€98,000' });
    // Several awards: the range of their values, never the first alone nor the sum (ADR 0342).
    expect(
      getValueSummary(
        buildOpportunity({
          opportunity_awards: [
            award({ value_amount: 126294 }),
            award({ value_amount: 86974 }),
            award({ value_amount: null }),
          ],
        }),
      ),
    ).toEqual({ label: 'Awarded Value', value: '£86,974 to £126,294 (2 of 3 awards)' });
    expect(getValueSummary(buildOpportunity())).toEqual({
      label: 'Estimated Value',
      value: 'Not specified',
    });
  });

  it('shows suitability badges or None specified', () => {
    expect(
      getSuitabilityBadges(buildOpportunity({ sme_suitable: true, vcse_suitable: true })),
    ).toEqual(['SME', 'VCSE']);
    expect(getSuitabilityBadges(buildOpportunity({ sme_suitable: false }))).toEqual([
      'None specified',
    ]);
  });

  it('lists planning dates with the engagement deadline', () => {
    const planning = buildOpportunity({
      stage: 'planning',
      tender_deadline_date: '2025-04-01T11:00:00Z',
      estimated_tender_publication_date: '2025-06-01T00:00:00Z',
      tender_estimated_start_date: '2025-09-01T00:00:00Z',
    });
    const modes = getOpportunityModes(planning);
    expect(modes).toEqual({ isPlanning: true, isTender: false, isAward: false });
    expect(getDateRows(planning, modes)).toEqual([
      { label: 'Release Date', value: '1 March 2025' },
      { label: 'Engagement Deadline', value: '1 April 2025, 12:00 UK time' },
      { label: 'Estimated Tender Publication Date', value: '1 June 2025' },
      { label: 'Contract Start', value: '1 September 2025 (Estimated)' },
    ]);
  });

  it('lists award dates, preferring the award contract dates to estimates', () => {
    const awarded = buildOpportunity({
      stage: 'award',
      tender_estimated_start_date: '2025-09-01T00:00:00Z',
      tender_estimated_end_date: '2026-09-01T00:00:00Z',
      opportunity_awards: [award({ contract_start_date: '2025-10-01T00:00:00Z' })],
    });
    const modes = getOpportunityModes(awarded);
    expect(modes.isAward).toBe(true);
    expect(getDateRows(awarded, modes)).toEqual([
      { label: 'Release Date', value: '1 March 2025' },
      { label: 'Application Deadline', value: 'Not specified' },
      { label: 'Award Date', value: '2 May 2025' },
      { label: 'Contract Start', value: '1 October 2025' },
      { label: 'Contract End', value: '1 September 2026 (Estimated)' },
    ]);
  });

  it('treats a tender with awards as award mode', () => {
    expect(getOpportunityModes(buildOpportunity({ opportunity_awards: [award()] }))).toEqual({
      isPlanning: false,
      isTender: true,
      isAward: true,
    });
  });

  it('joins the buyer address and lists suppliers', () => {
    const opportunity = buildOpportunity({
      buyer_address_street: '1 Civic Hall',
      buyer_address_locality: 'Leeds',
      buyer_address_region: 'LEEDS',
      buyer_address_postalcode: 'LS1 1UR',
      buyer_address_country: ' ',
    });
    expect(joinBuyerAddress(opportunity)).toBe('1 Civic Hall, Leeds, LS1 1UR');
    expect(joinBuyerAddress(buildOpportunity())).toBeNull();
    expect(getSupplierText(buildOpportunity())).toBe('Not yet awarded');
    const unnamed = buildOpportunity({ opportunity_awards: [award({ suppliers: [] })] });
    expect(getSupplierText(unnamed)).toBe('Not named in the notices');
    const contractChange = buildOpportunity({ stage: 'awardUpdate' });
    expect(getSupplierText(contractChange)).toBe('Not named in the notices');
    const cancelled = buildOpportunity({
      stage: 'tenderAmendment',
      tender_status: 'withdrawn',
      lifecycle: { stage: 'cancelled', label: 'Cancelled' },
    });
    expect(getSupplierText(cancelled)).toBe('None: the procurement was cancelled');
    const two = award({
      suppliers: [
        { name: 'A', scheme: null, identifier: null, organisation_id: null },
        { name: 'B', scheme: null, identifier: null, organisation_id: null },
      ],
    });
    expect(getSupplierText(buildOpportunity({ opportunity_awards: [two] }))).toBe('A, B');
  });

  it('lists the suppliers of every award once each (ADR 0327)', () => {
    const supplier = (name: string, organisation_id: number | null) => ({
      name,
      scheme: null,
      identifier: null,
      organisation_id,
    });
    const awards = [
      award({ suppliers: [supplier('Brenntag UK Limited', 7)] }),
      award({ suppliers: [supplier('Airedale Chemical Company Ltd', 8)] }),
      award({ suppliers: [supplier('Brenntag UK Ltd', 7), supplier('Unlinked Co', null)] }),
      award({ suppliers: [supplier('unlinked co ', null)] }),
    ];
    expect(getSupplierText(buildOpportunity({ opportunity_awards: awards }))).toBe(
      'Brenntag UK Limited, Airedale Chemical Company Ltd, Unlinked Co',
    );
  });

  it('humanises portal codes and splits CPV codes', () => {
    expect(humanise('tenderAmendment')).toBe('Tender amendment');
    expect(humanise('in_progress')).toBe('In progress');
    expect(humanise('')).toBeNull();
    expect(splitCpvCodes('72000000, 72200000,,')).toEqual(['72000000', '72200000']);
  });
});
