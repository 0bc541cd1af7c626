import { type BriefFoundItem, opportunityBriefResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { storeTenderDocument } from '../../../test/factories/tender-pages';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { councilGroundsPack } from './rules/test-fixtures/council-grounds-pack';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const pagesOf = (documentId: string) =>
  councilGroundsPack.filter((page) => page.documentId === documentId).map((page) => page.text);

async function briefAs(wacId: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ url: `/api/opportunities/${wacId}/brief/`, headers });
}

describe('GET /api/opportunities/:id/brief/', () => {
  it("reads the brief from the opportunity's stored pages, citing file and page", async () => {
    const db = testApp.database.pool;
    const opportunity = await createOpportunity(db, {});
    const itt = await storeTenderDocument(db, opportunity.id, {
      fileName: 'ITT Volume 1 - Instructions to Tenderers.pdf',
      pages: pagesOf('doc-itt'),
    });
    await storeTenderDocument(db, opportunity.id, {
      fileName: 'Tender pack.zip',
      url: 'https://tenders.example.test/pack.zip',
      pages: [],
      members: [
        { innerPath: 'Specs/Specification - Grounds Maintenance.docx', pages: pagesOf('doc-spec') },
      ],
    });
    const { authHeader } = await createUser(db, { tier: 'professional' });

    const response = await briefAs(opportunity.wac_id, authHeader);
    expect(response.statusCode, response.body).toBe(200);
    const brief = opportunityBriefResponseSchema.parse(response.json());
    expect(brief).toMatchObject({
      opportunityId: opportunity.wac_id,
      documentCount: 2,
      pageCount: 7,
      unreadDocumentCount: 0,
    });
    const item = (field: string) => brief.items.find((candidate) => candidate.field === field);
    expect(item('submission_deadline')).toMatchObject({
      status: 'found',
      value: { date: '2027-01-15', time: '12:00' },
      quote: 'Tender submission deadline 12 noon on 15th January 2027',
      documentId: String(itt.documentId),
      fileName: 'ITT Volume 1 - Instructions to Tenderers.pdf',
      containerName: null,
      contentHash: itt.contentHash,
      pageNo: 3,
    });
    // A file inside a zip is cited by its own name, with the zip it came in.
    expect(item('tupe')).toMatchObject({
      status: 'found',
      fileName: 'Specification - Grounds Maintenance.docx',
      containerName: 'Tender pack.zip',
      documentUrl: 'https://tenders.example.test/pack.zip',
      pageNo: 1,
    });
    expect(item('iso_27001')).toEqual({ field: 'iso_27001', status: 'not_found' });
  });

  it('reads the brief again once another document has been read (no stale brief)', async () => {
    const db = testApp.database.pool;
    const opportunity = await createOpportunity(db, {});
    await storeTenderDocument(db, opportunity.id, {
      fileName: 'ITT.pdf',
      pages: ['TUPE will apply.'],
    });
    const { authHeader } = await createUser(db, { tier: 'professional' });
    const first = opportunityBriefResponseSchema.parse(
      (await briefAs(opportunity.wac_id, authHeader)).json(),
    );
    expect(first.items.find((candidate) => candidate.field === 'lots')?.status).toBe('not_found');
    await storeTenderDocument(db, opportunity.id, {
      fileName: 'Addendum 1.pdf',
      pages: ['The contract is divided into four Lots.'],
    });
    const second = opportunityBriefResponseSchema.parse(
      (await briefAs(opportunity.wac_id, authHeader)).json(),
    );
    expect(second.items.find((candidate) => candidate.field === 'lots')).toMatchObject({
      status: 'found',
      value: { lotCount: 4 },
      fileName: 'Addendum 1.pdf',
    });
  });

  it('says every field is not found when no documents have been read, and staff may read it', async () => {
    const opportunity = await createOpportunity(testApp.database.pool, {});
    const { authHeader } = await createUser(testApp.database.pool, { is_staff: true });
    const response = await briefAs(opportunity.wac_id, authHeader);
    expect(response.statusCode, response.body).toBe(200);
    const brief = opportunityBriefResponseSchema.parse(response.json());
    expect(brief.documentCount).toBe(0);
    expect(brief.isSampleData).toBe(false);
    expect(brief.items.every((candidate) => candidate.status === 'not_found')).toBe(true);
  });

  it('says when the opportunity is sample data, whose documents are never fetched', async () => {
    const opportunity = await createOpportunity(testApp.database.pool, { is_sample: true });
    const { authHeader } = await createUser(testApp.database.pool, { is_staff: true });
    const response = await briefAs(opportunity.wac_id, authHeader);
    expect(response.statusCode, response.body).toBe(200);
    const brief = opportunityBriefResponseSchema.parse(response.json());
    expect(brief).toMatchObject({ documentCount: 0, isSampleData: true });
  });

  it('counts the documents it could not read, so "not found" is not taken for absent', async () => {
    const db = testApp.database.pool;
    const opportunity = await createOpportunity(db, {});
    await storeTenderDocument(db, opportunity.id, {
      fileName: 'ITT.pdf',
      url: 'https://tenders.example.test/itt.pdf',
      pages: ['Tender submission deadline 12 noon on 15th January 2027.'],
    });
    await db.query(
      `INSERT INTO opportunity_documents (opportunity_id, url, file_name, fetch_status, last_error)
       VALUES ($1, 'https://tenders.example.test/spec.pdf', 'spec.pdf', 'failed', 'HTTP 404'),
              ($1, 'https://tenders.example.test/forms.docx', 'forms.docx', 'pending', NULL)`,
      [opportunity.id],
    );
    const { authHeader } = await createUser(db, { tier: 'professional' });
    const response = await briefAs(opportunity.wac_id, authHeader);
    expect(response.statusCode, response.body).toBe(200);
    expect(opportunityBriefResponseSchema.parse(response.json())).toMatchObject({
      documentCount: 1,
      unreadDocumentCount: 2,
    });
  });

  it('returns document text as plain data, markup and all', async () => {
    const db = testApp.database.pool;
    const opportunity = await createOpportunity(db, {});
    await storeTenderDocument(db, opportunity.id, {
      fileName: '<img src=x onerror=alert(1)>.html',
      pages: ['TUPE will apply <script>alert(1)</script> to this contract.'],
    });
    const { authHeader } = await createUser(db, { tier: 'enterprise' });
    const brief = opportunityBriefResponseSchema.parse(
      (await briefAs(opportunity.wac_id, authHeader)).json(),
    );
    const tupe = brief.items.find((candidate) => candidate.field === 'tupe') as BriefFoundItem;
    expect(tupe.quote).toBe('TUPE will apply <script>alert(1)</script> to this contract.');
    expect(tupe.fileName).toBe('<img src=x onerror=alert(1)>.html');
  });

  it('asks a visitor to log in and tells a plan below Professional which plan has it', async () => {
    const db = testApp.database.pool;
    const opportunity = await createOpportunity(db, {});
    await storeTenderDocument(db, opportunity.id, {
      fileName: 'ITT.pdf',
      pages: ['TUPE will apply.'],
    });

    const visitor = await briefAs(opportunity.wac_id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().detail).toBe(
      'Please log in to see the brief read from the tender documents.',
    );
    for (const tier of ['free', 'premium']) {
      const { authHeader } = await createUser(db, { tier });
      const refused = await briefAs(opportunity.wac_id, authHeader);
      expect(refused.statusCode, tier).toBe(403);
      expect(refused.json().detail).toBe(
        'The brief read from the tender documents comes with the Professional plan and above.',
      );
      expect(refused.body).not.toContain('TUPE');
    }
  });

  it('answers an unknown opportunity with a 404 and an overlong id with a 400 naming it', async () => {
    const { authHeader } = await createUser(testApp.database.pool, { tier: 'professional' });
    const missing = await briefAs('WAC-NOPE00000', authHeader);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Opportunity not found.');
    const overlong = await briefAs('W'.repeat(101), authHeader);
    expect(overlong.statusCode).toBe(400);
    expect(Object.keys(overlong.json().errors ?? {})).toEqual(['id']);
  });
});
