import { alertProfileSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { toAlertSearchFilters } from './alert-criteria';
import { findAlertMatches, prepareFreshOpportunities } from './alert-matches.repository';

// Issue 32: "Include documents" on an alert profile, a Professional feature (ADR 0241).
describe('alert profiles with documents', () => {
  let testApp: TestApp;
  let packId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.database.pool;
    packId = (
      await createOpportunity(db, { title: 'Verge maintenance', tender_deadline_date: null })
    ).id;
    // A fetched, read document of the tender whose page holds the word the notice lacks.
    await db.query(
      `INSERT INTO document_files (content_hash, byte_size, extraction_status) VALUES ('h1', 1, 'extracted')`,
    );
    await db.query(
      `INSERT INTO document_pages (content_hash, page_no, text) VALUES ('h1', 1, 'Hydroseeding of cut slopes')`,
    );
    await db.query(
      `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
       VALUES ($1, 'https://example.gov.uk/a.pdf', 'a.pdf', 'h1', 'fetched')`,
      [packId],
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const save = (headers: { authorization: string }, includeDocuments: boolean) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/alert-profiles/',
      headers,
      payload: {
        profile_name: `Slopes ${includeDocuments}`,
        keywords: 'hydroseeding',
        include_documents: includeDocuments,
      },
    });

  it('is saved for Professional plans and refused, naming the plan, below', async () => {
    const premium = await createUser(testApp.database.pool, { tier: 'premium' });
    const refused = await save(premium.authHeader, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(
      'Searching inside tender documents comes with the Professional plan and above.',
    );
    expect((await save(premium.authHeader, false)).statusCode).toBe(201);
    const professional = await createUser(testApp.database.pool, { tier: 'professional' });
    const saved = await save(professional.authHeader, true);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(alertProfileSchema.parse(saved.json()).include_documents).toBe(true);
  });

  it('matches words found only in the documents when switched on', async () => {
    const criteria = {
      keywords: 'hydroseeding',
      cpv_codes: '',
      include_sub_cpv: true,
      location_keywords: '',
      min_value: null,
      max_value: null,
      deadline_filter: 'ANY' as const,
      lifecycle_stages: '',
      framework: null,
    };
    const client = await testApp.database.pool.connect();
    try {
      await prepareFreshOpportunities(client, {
        from: new Date(Date.now() - 86_400_000),
        until: new Date(Date.now() + 60_000),
      });
      const since = new Date(Date.now() - 86_400_000);
      const requests = [true, false].map((include_documents, index) => ({
        profileId: index + 1,
        filters: toAlertSearchFilters({ ...criteria, include_documents })!,
        since,
      }));
      const matches = await findAlertMatches(client, requests, 10);
      expect(matches.get(1)?.opportunityIds).toEqual([packId]);
      expect(matches.get(2)).toBeUndefined();
    } finally {
      client.release(true);
    }
  });
});
