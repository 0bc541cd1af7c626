import { opportunityDetailSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('GET /api/opportunities/{id}/', () => {
  let testApp: TestApp;
  let awarded: { id: number; wac_id: string };

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.database.pool;
    awarded = await createOpportunity(db, {
      wac_id: 'WAC-7K3M9Q2PXZ',
      ocid: 'ocds-b5fd17-aaaa',
      title: 'Grounds maintenance',
      description: 'First paragraph.\n\nSecond paragraph.',
      source_system: 'ContractsFinder',
      sources: ['ContractsFinder', 'FTS'],
      stage: 'award',
      tender_status: 'complete',
      sme_suitable: true,
      vcse_suitable: false,
      tender_value_amount: 120000,
      tender_value_currency: 'GBP',
      release_date: '2025-03-01T09:00:00.000Z',
      tender_deadline_date: '2025-04-01T11:00:00.000Z',
      cpv_codes: ['77310000', '77311000'],
      notice_url: 'https://www.contractsfinder.service.gov.uk/Notice/abc',
      buyer_name: 'Leeds City Council',
      awards: [
        {
          status: 'active',
          value_amount: 98000.5,
          value_currency: 'GBP',
          award_decision_date: '2025-05-02T00:00:00.000Z',
          contract_start_date: '2025-06-01T00:00:00.000Z',
          contract_end_date: '2027-05-31T00:00:00.000Z',
          suppliers: [
            { name: 'Green Spaces Ltd', scheme: 'GB-COH', identifier: '01234567' },
            { name: 'Parks Partners' },
          ],
        },
        { status: 'pending', value_amount: 5000, suppliers: [{ name: 'Second Award Ltd' }] },
      ],
      documents: [
        { document_type: 'other', url: 'https://etendering.example/apply', title: 'Apply here' },
        {
          document_type: 'attachment',
          url: 'https://www.contractsfinder.service.gov.uk/Notice/Attachment/1',
          true_filename: 'Specification.pdf',
          format: 'application/pdf',
        },
      ],
      extra: {
        procurement_method_details: 'Open procedure',
        enquiry_deadline_date: '2025-03-20T17:00:00.000Z',
        estimated_award_date: '2025-04-30T00:00:00.000Z',
        award_date_published: '2025-05-03T00:00:00.000Z',
        tender_estimated_start_date: '2025-06-01T00:00:00.000Z',
        tender_estimated_end_date: '2027-05-31T00:00:00.000Z',
        submission_instructions: 'Submit through the portal.',
        is_electronic_submission_allowed: true,
        submission_languages: ['en', 'cy'],
        award_criteria_details: JSON.stringify([
          { name: 'Quality', weight: '60%' },
          { description: 'Price', weight: 40 },
          { name: 'Social value', weight: null },
        ]),
        buyer_address_street: '1 Civic Hall',
        buyer_address_locality: 'Leeds',
        buyer_address_region: 'West Yorkshire',
        buyer_address_postalcode: 'LS1 1UR',
        buyer_address_country: 'England',
      },
    });
    await db.query(
      `INSERT INTO raw_releases (ocid, release_id, source_system, release_date, payload)
       VALUES ('ocds-b5fd17-aaaa', 'r-2', 'ContractsFinder', '2025-05-03', '{"id":"r-2","tag":["award"]}'),
              ('ocds-b5fd17-aaaa', 'r-1', 'ContractsFinder', '2025-03-01', '{"id":"r-1","tag":["tender"]}'),
              ('ocds-other', 'x-1', 'FTS', '2025-01-01', '{"id":"x-1"}')`,
    );
  });
  afterAll(async () => {
    await testApp.close();
  });

  const getDetail = (id: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/api/opportunities/${id}/`, headers });

  it('maps every field of the detail response', async () => {
    const response = await getDetail('WAC-7K3M9Q2PXZ');
    expect(response.statusCode).toBe(200);
    const body = opportunityDetailSchema.parse(response.json());
    expect(body).toMatchObject({
      id: 'WAC-7K3M9Q2PXZ',
      wac_id: 'WAC-7K3M9Q2PXZ',
      title: 'Grounds maintenance',
      description: 'First paragraph.\n\nSecond paragraph.',
      source_system: 'ContractsFinder',
      sources: ['ContractsFinder', 'FTS'],
      stage: 'award',
      main_procurement_category: 'services',
      procurement_method: 'open',
      procurement_method_details: 'Open procedure',
      tender_status: 'complete',
      award_status: 'active',
      is_favourited: false,
      sme_suitable: true,
      vcse_suitable: false,
      tender_value_amount: 120000,
      tender_value_currency: 'GBP',
      release_date: '2025-03-01T09:00:00.000Z',
      tender_deadline_date: '2025-04-01T11:00:00.000Z',
      enquiry_deadline_date: '2025-03-20T17:00:00.000Z',
      estimated_tender_publication_date: null,
      estimated_award_date: '2025-04-30T00:00:00.000Z',
      award_date_published: '2025-05-03T00:00:00.000Z',
      tender_estimated_start_date: '2025-06-01T00:00:00.000Z',
      tender_estimated_end_date: '2027-05-31T00:00:00.000Z',
      submission_instructions: 'Submit through the portal.',
      is_electronic_submission_allowed: true,
      submission_languages: ['en', 'cy'],
      award_criteria_details: [
        { name: 'Quality', weight: 60 },
        { name: 'Price', weight: 40 },
        { name: 'Social value', weight: null },
      ],
      cpv_codes: '77310000,77311000',
      notice_url: 'https://www.contractsfinder.service.gov.uk/Notice/abc',
      buyer_name: 'Leeds City Council',
      buyer_address_street: '1 Civic Hall',
      buyer_address_locality: 'Leeds',
      buyer_address_region: 'West Yorkshire',
      buyer_address_postalcode: 'LS1 1UR',
      buyer_address_country: 'England',
    });
  });

  it('lists every award in order with suppliers and party identifiers', async () => {
    const body = (await getDetail('WAC-7K3M9Q2PXZ')).json();
    expect(body.opportunity_awards).toEqual([
      {
        award_id: null,
        title: null,
        status: 'active',
        value_amount: 98000.5,
        value_currency: 'GBP',
        award_decision_date: '2025-05-02T00:00:00.000Z',
        contract_start_date: '2025-06-01T00:00:00.000Z',
        contract_end_date: '2027-05-31T00:00:00.000Z',
        suppliers: [
          // Not linked to organisations: the fixture skips the compile that links them.
          {
            name: 'Green Spaces Ltd',
            scheme: 'GB-COH',
            identifier: '01234567',
            organisation_id: null,
          },
          { name: 'Parks Partners', scheme: null, identifier: null, organisation_id: null },
        ],
      },
      expect.objectContaining({ status: 'pending', value_amount: 5000 }),
    ]);
  });

  it('lists documents with their type, URL and file name', async () => {
    const body = (await getDetail('WAC-7K3M9Q2PXZ')).json();
    expect(body.additional_documents).toEqual([
      {
        documentType: 'other',
        url: 'https://etendering.example/apply',
        true_filename: null,
        title: 'Apply here',
        format: null,
      },
      {
        documentType: 'attachment',
        url: 'https://www.contractsfinder.service.gov.uk/Notice/Attachment/1',
        true_filename: 'Specification.pdf',
        title: null,
        format: 'application/pdf',
      },
    ]);
  });

  it('finds the opportunity whatever the letter case of the WAC ID', async () => {
    const response = await getDetail('wac-7k3m9q2pxz');
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe('WAC-7K3M9Q2PXZ');
  });

  it('answers 404 with the page text for unknown or malformed ids', async () => {
    for (const id of ['WAC-NOPE000000', '12345', "x'%20OR%201=1--", 'a'.repeat(300)]) {
      const response = await getDetail(id);
      expect([400, 404]).toContain(response.statusCode);
      if (response.statusCode === 404) {
        expect(response.json()).toMatchObject({
          code: 'NOT_FOUND',
          detail: 'Opportunity not found.',
        });
      }
    }
    expect((await getDetail('WAC-NOPE000000')).statusCode).toBe(404);
  });

  it('never sends raw releases to anonymous or ordinary users', async () => {
    const anonymous = (await getDetail('WAC-7K3M9Q2PXZ')).json();
    expect(anonymous).not.toHaveProperty('raw_release_json');
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const signedIn = (await getDetail('WAC-7K3M9Q2PXZ', user.authHeader)).json();
    expect(signedIn).not.toHaveProperty('raw_release_json');
  });

  it('sends staff the raw releases of the opportunity ocids, oldest first', async () => {
    const staff = await createUser(testApp.database.pool, { is_staff: true });
    const body = (await getDetail('WAC-7K3M9Q2PXZ', staff.authHeader)).json();
    expect(body.raw_release_json).toEqual([
      { id: 'r-1', tag: ['tender'] },
      { id: 'r-2', tag: ['award'] },
    ]);
  });

  it('gives staff null when no raw release is stored', async () => {
    const db = testApp.database.pool;
    const bare = await createOpportunity(db, { award_value_amount: null });
    const staff = await createUser(db, { is_staff: true });
    const body = (await getDetail(bare.wac_id, staff.authHeader)).json();
    expect(body.raw_release_json).toBeNull();
    expect(body).toMatchObject({
      opportunity_awards: [],
      additional_documents: [],
      award_status: null,
      award_criteria_details: null,
      cpv_codes: '',
    });
  });

  it('flags favourites for the signed-in user only', async () => {
    const db = testApp.database.pool;
    const fan = await createUser(db);
    const other = await createUser(db);
    await db.query('INSERT INTO favourites (user_id, opportunity_id) VALUES ($1, $2)', [
      fan.id,
      awarded.id,
    ]);
    expect((await getDetail('WAC-7K3M9Q2PXZ', fan.authHeader)).json().is_favourited).toBe(true);
    expect((await getDetail('WAC-7K3M9Q2PXZ', other.authHeader)).json().is_favourited).toBe(false);
  });

  it('returns free-text award criteria as text', async () => {
    const db = testApp.database.pool;
    const textual = await createOpportunity(db, {
      extra: { award_criteria_details: JSON.stringify('Most economically advantageous tender') },
    });
    const body = (await getDetail(textual.wac_id)).json();
    expect(body.award_criteria_details).toBe('Most economically advantageous tender');
  });
});
