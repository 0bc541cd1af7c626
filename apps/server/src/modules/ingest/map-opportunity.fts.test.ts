import { describe, expect, it } from 'vitest';
import { NUTS1_REGIONS } from './regions';
import { compileSample, hasSamples, SAMPLES_MISSING_NOTE } from './testing/sample-releases';

// Expected values were read by hand from ../shared/ocds-samples/find-a-tender/*.json.
const fts = (fragment: string) => compileSample('FTS', fragment);
const ALL_REGIONS = [...NUTS1_REGIONS];

describe.skipIf(!hasSamples)(`Find a Tender mapping on real samples${SAMPLES_MISSING_NOTE}`, () => {
  it('maps a UK4 tender with five lots (Science Museum Group)', () => {
    const o = fts('06f17d');
    expect(o).toMatchObject({
      source_system: 'FTS',
      title: 'Science and Industry Museum Wonderlab Group 2 Interactives Makers',
      stage: 'tender',
      stages: ['tender'],
      notice_type: 'UK4',
      main_procurement_category: 'services',
      procurement_method: 'open',
      procurement_method_details: 'Open procedure',
      tender_status: 'active',
      sme_suitable: true,
      vcse_suitable: null,
      tender_value_amount: 182500,
      tender_value_amount_gross: 219000,
      tender_value_currency: 'GBP',
      release_date: '2026-09-03T15:18:45+01:00',
      tender_deadline_date: '2026-10-02T23:59:00+01:00',
      enquiry_deadline_date: '2026-09-25T17:00:00+01:00',
      estimated_award_date: '2026-10-20T23:59:59+01:00',
      tender_estimated_start_date: '2026-11-04T00:00:00+00:00',
      // The span of the five lots: lot 5 runs to 16 Nov 2028 (ADR 0329).
      tender_estimated_end_date: '2028-11-16T23:59:59+00:00',
      submission_instructions: 'https://in-tendhost.co.uk/sciencemuseumgroup/aspx/Tenders/Current',
      is_electronic_submission_allowed: true,
      submission_languages: ['en'],
      award_criteria_details: [
        { name: 'Price', weight: 30 },
        { name: 'Quality', weight: 70 },
      ],
      cpv_codes: ['92521000', '92521100'],
      region_codes: ['UKD'],
      notice_url: 'https://www.find-tender.service.gov.uk/Notice/083563-2026',
      buyer_name: 'Science Museum Group',
      buyer_id_from_source: 'GB-PPON-PDTR-3338-MNPG',
      buyer_address_street: 'The Science Museum',
      buyer_address_locality: 'London',
      buyer_address_region: 'UKI33',
      buyer_address_postalcode: 'SW7 2DD',
      buyer_address_country: 'United Kingdom',
      awards: [],
    });
    // The bidding-documents link is Apply Online; "Not published" has no URL; the notice is the URL.
    expect(o.documents.map((d) => [d.document_type, d.url, d.source_document_type])).toEqual([
      [
        'other',
        'https://in-tendhost.co.uk/sciencemuseumgroup/aspx/Tenders/Current',
        'biddingDocuments',
      ],
    ]);
  });

  it('maps a UK6 award with five awards, net and gross values and party identifiers', () => {
    const o = fts('04e9fb');
    expect(o).toMatchObject({
      stage: 'award',
      notice_type: 'UK6',
      tender_status: 'complete',
      award_status: 'pending',
      award_value_amount: 126294,
      award_value_currency: 'GBP',
      award_date_published: '2025-06-03T22:01:02+01:00',
      main_procurement_category: 'services',
      tender_value_amount: null,
      cpv_codes: ['90711400', '90713000'],
      region_codes: ALL_REGIONS,
      buyer_name: 'DEPARTMENT OF ENVIRONMENT, FOOD AND RURAL AFFAIRS',
      buyer_name_normalised: 'department of environment food and rural affairs',
    });
    expect(o.awards).toHaveLength(5);
    expect(o.awards[0]).toMatchObject({
      award_id: '1',
      status: 'pending',
      value_amount: 126294,
      value_amount_gross: 151552.8,
      award_decision_date: '2025-06-03T00:00:00+01:00',
      contract_start_date: '2025-06-16T00:00:00+01:00',
      contract_end_date: '2025-12-01T23:59:59.000Z',
    });
    expect(o.awards.map((a) => a.suppliers[0])).toEqual([
      {
        name: 'Ricardo-AEA Limited',
        name_normalised: 'ricardo aea',
        party_id: 'GB-COH-08229264',
        scheme: 'GB-COH',
        identifier: '08229264',
        scale: 'large',
        locality: 'Oxfordshire',
        postal_code: 'OX11 0QR',
      },
      {
        name: 'PA Consulting Services Ltd',
        name_normalised: 'pa consulting services',
        party_id: 'GB-COH-00414220',
        scheme: 'GB-COH',
        identifier: '00414220',
        scale: 'large',
        locality: 'London',
        postal_code: 'SW1E 5DN',
      },
      {
        name: 'SLR Consulting Limited',
        name_normalised: 'slr consulting',
        party_id: 'GB-COH-03880506',
        scheme: 'GB-COH',
        identifier: '03880506',
        scale: 'large',
        locality: 'London',
        postal_code: 'EC2N 2AX',
      },
      {
        name: 'Waste and Resources Action Programme (WRAP)',
        name_normalised: 'waste and resources action programme wrap',
        party_id: 'GB-CHC-1159512',
        scheme: 'GB-CHC',
        identifier: '1159512',
        scale: 'large',
        locality: 'Oxon',
        postal_code: 'OX16 5BH',
      },
      {
        name: 'Eunomia Research & Consulting Ltd',
        name_normalised: 'eunomia research and consulting',
        party_id: 'GB-COH-04150627',
        scheme: 'GB-COH',
        identifier: '04150627',
        scale: 'large',
        locality: 'Bristol',
        postal_code: 'BS1 4QS',
      },
    ]);
    expect(o.supplier_names).toHaveLength(5);
  });

  it('maps a UK15 delta release: 34 awards, buyer region from the party', () => {
    const o = fts('0510f8');
    expect(o.stage).toBe('award');
    expect(o.notice_type).toBe('UK15');
    expect(o.title).toBe('Space Technology Solutions');
    expect(o.awards).toHaveLength(34);
    expect(o.awards.every((a) => a.suppliers.length === 0)).toBe(true);
    expect(o.buyer_name).toBe('Government Commercial Agency');
    expect(o.region_codes).toEqual(['UKD']);
    expect(o.notice_url).toBe('https://www.find-tender.service.gov.uk/Notice/083685-2026');
  });

  it('maps a UK2 market engagement: gross 0 is no value, engagement deadline, future notice date', () => {
    const o = fts('06f1a6');
    expect(o).toMatchObject({
      title: 'Whole Energy Absorption Spectrometer (WEAS)',
      stage: 'planning',
      notice_type: 'UK2',
      tender_status: 'planning',
      tender_value_amount: null,
      tender_value_amount_gross: null,
      tender_value_currency: null,
      tender_deadline_date: '2026-10-02T23:59:59+01:00',
      estimated_tender_publication_date: '2027-01-04T23:59:59Z',
      tender_estimated_start_date: '2027-03-15T00:00:00Z',
      sme_suitable: true,
      main_procurement_category: 'goods',
      cpv_codes: ['38433000', '38540000'],
      region_codes: ALL_REGIONS,
      buyer_name: 'UK Atomic Energy Authority',
    });
  });

  it('maps a UK7 contract details notice from its contract (value, dates)', () => {
    const o = fts('052a2e');
    expect(o).toMatchObject({
      title: 'Route optimisation software',
      stage: 'award',
      notice_type: 'UK7',
      award_value_amount: 54393.6,
      procurement_method: 'direct',
      main_procurement_category: 'goods',
      cpv_codes: ['48000000'],
      buyer_name: 'Lancaster City Council',
    });
    expect(o.awards[0]).toMatchObject({
      value_amount: 54393.6,
      value_amount_gross: 67992,
      award_decision_date: '2025-04-04T00:00:00Z',
      // Written in UTC, stored as the days they name on UK summer clocks (ADR 0340).
      contract_start_date: '2025-05-19T00:00:00+01:00',
      contract_end_date: '2028-05-18T22:59:59.000Z',
    });
    expect(o.awards[0].suppliers[0]).toMatchObject({
      scheme: 'GB-PPON',
      identifier: 'PBHQ-9995-HXVM',
    });
  });

  it('maps a 2021 PCR tender whose deliveryAddresses is an object', () => {
    const o = fts('028f93');
    expect(o).toMatchObject({
      title: 'Occupational Health Services',
      stage: 'tender',
      notice_type: null,
      tender_value_amount: 5000000,
      release_date: '2021-02-02T22:56:05Z',
      tender_deadline_date: '2021-03-09T12:00:00Z',
      cpv_codes: ['85100000'],
      region_codes: ALL_REGIONS,
      buyer_name: 'The British Broadcasting Corporation (BBC)',
      buyer_name_normalised: 'british broadcasting corporation bbc',
      notice_url: 'https://www.find-tender.service.gov.uk/Notice/002109-2021',
    });
  });

  it('maps a UK12 procurement termination without a buyer object', () => {
    const o = fts('05f9f4');
    expect(o).toMatchObject({
      title: 'SOL30024 SOL Concessions in Solihull Parks 2026',
      stage: 'tenderAmendment',
      notice_type: 'UK12',
      tender_status: 'withdrawn',
      award_status: 'cancelled',
      buyer_name: 'Solihull Metropolitan Borough Council',
      buyer_id_from_source: 'GB-PPON-PGWC-7578-LYDG',
      region_codes: ['UKG'],
    });
  });

  it('maps a UK10 contract change as an award update', () => {
    const o = fts('065444');
    expect(o.stage).toBe('awardUpdate');
    expect(o.notice_type).toBe('UK10');
    expect(o.buyer_name).toBe('The Water Services Regulation Authority');
    expect(o.region_codes).toEqual(['UKG']);
  });

  it('keeps all six framework awards and takes dates from the contracts', () => {
    const o = fts('02874c');
    expect(o).toMatchObject({
      title: 'Goods-Framework-Supply and Delivery of Strategic Process Chemicals',
      procurement_method: 'selective',
      procurement_method_details: 'Negotiated procedure with prior call for competition',
      award_value_amount: null,
      region_codes: ['UKD'],
    });
    expect(o.cpv_codes).toEqual([
      '24311521',
      '24311420',
      '24312220',
      '24311411',
      '24311900',
      '24413300',
      '24957000',
      '24313122',
      '24313121',
      '24315300',
    ]);
    expect(o.awards.map((a) => a.award_id)).toEqual([
      '052408-2025-1-1',
      '052408-2025-2-2',
      '052408-2025-3-3',
      '052408-2025-1-4',
      '052408-2025-1-5',
      '052408-2025-1-6',
    ]);
    expect(o.awards[0].award_decision_date).toBe('2025-08-22T00:00:00+01:00');
    // The name is trimmed; a party with only a legal name has no registered identifier.
    expect(o.awards[0].suppliers[0]).toEqual({
      name: 'Brenntag UK Limited',
      name_normalised: 'brenntag uk',
      party_id: 'GB-FTS-80924',
      scheme: null,
      identifier: null,
      scale: 'large',
      locality: 'Leeds',
      postal_code: null,
    });
    expect(o.supplier_names).toEqual([
      'Brenntag UK Limited',
      'Airedale Chemical Company Ltd',
      'Industrial Chemicals Ltd',
    ]);
  });

  it('takes the award value from the contract and criteria without weights', () => {
    const o = fts('06f0ca');
    expect(o.title).toBe('Multi-Functional Devices');
    expect(o.award_value_amount).toBe(109801.97);
    expect(o.award_criteria_details).toEqual([{ name: 'Price', weight: null }]);
    expect(o.region_codes).toEqual(['UKJ']);
    expect(o.procurement_method).toBe('limited');
  });

  it('maps a UK5 transparency notice with gross and net award value', () => {
    const o = fts('06f0c7');
    expect(o).toMatchObject({
      title: 'Cameras',
      notice_type: 'UK5',
      stage: 'award',
      award_value_amount: 47795,
      cpv_codes: ['35125000'],
      region_codes: ['UKI'],
      supplier_names: ['RELIANCE HIGH TECH LTD'],
    });
    expect(o.awards[0].value_amount_gross).toBe(57354);
  });

  it('maps PSR framework criteria weights written as descriptions and ten NUTS 1 regions', () => {
    const o = fts('059c19');
    expect(o.award_criteria_details).toEqual([
      { name: 'Value', weight: 10 },
      { name: 'Social Value', weight: 10 },
      { name: 'Technical', weight: 80 },
    ]);
    expect(o.region_codes).toEqual(ALL_REGIONS.slice(0, 10));
    expect(o.awards[0].suppliers[0]).toMatchObject({ scheme: 'GB-COH', identifier: '16622568' });
  });

  it('maps a UK1 pipeline notice', () => {
    const o = fts('06f1b4');
    expect(o).toMatchObject({
      title: 'ServiceNow Development & Managed Services Delivery Partner',
      stage: 'planning',
      notice_type: 'UK1',
      tender_value_amount: 2500000,
      tender_value_amount_gross: 3000000,
      procurement_method_details: 'Award under framework',
      cpv_codes: ['72261000'],
      notice_url: 'https://www.find-tender.service.gov.uk/Notice/083664-2026',
    });
  });
});
