import { createHash } from 'node:crypto';
import {
  documentPageResponseSchema,
  opportunityDocumentsResponseSchema,
  searchResponseSchema,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import type { Queryable } from '../../db/pool';

/**
 * The reader marks (and so counts) what the search matches: a phrase only where its words stand
 * together, in order, as one mark; a plain word wherever it stands; nothing a minus left out.
 */
describe('the reader marks what the search matches (issue 32)', () => {
  let testApp: TestApp;
  let db: Queryable;
  let headers: { authorization: string };
  let wacId: string;
  const hash = createHash('sha256').update('reader-marks').digest('hex');
  const page = [
    'Culvert inspection by CCTV crawler. Gabion baskets at the outfall.',
    'A separate inspection of the headwall; the culvert itself is sound.',
    'Health and safety file: see the health-safety plan. Cleaning: cleaners weekly.',
  ].join('\n');

  beforeAll(async () => {
    testApp = await createTestApp();
    db = testApp.database.pool;
    headers = (await createUser(db, { tier: 'professional' })).authHeader;
    const opportunity = await createOpportunity(db, { title: 'Drainage works' });
    wacId = opportunity.wac_id;
    await db.query(
      `INSERT INTO document_files (content_hash, byte_size, extraction_status, page_count)
       VALUES ($1, 1, 'extracted', 1)`,
      [hash],
    );
    await db.query('INSERT INTO document_pages (content_hash, page_no, text) VALUES ($1, 1, $2)', [
      hash,
      page,
    ]);
    await db.query(
      `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
       VALUES ($1, 'https://portal.invalid/survey.pdf', 'survey.pdf', $2, 'fetched')`,
      [opportunity.id, hash],
    );
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const marked = async (words: string) => {
    const response = await testApp.app.inject({
      url: `/api/opportunities/${wacId}/documents/${hash}/pages/1/?q=${encodeURIComponent(words)}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const segments = documentPageResponseSchema.parse(response.json()).segments;
    expect(segments.map((segment) => segment.text).join('')).toBe(page);
    return segments.filter((segment) => segment.is_match).map((segment) => segment.text);
  };

  it('marks a phrase once where its words stand together, never a word of it alone', async () => {
    expect(await marked('"culvert inspection" gabion')).toEqual(['Culvert inspection', 'Gabion']);
    expect(await marked('"culvert inspection"')).toEqual(['Culvert inspection']);
    expect(await marked('"inspection culvert"')).toEqual([]);
  });

  it('keeps a phrase together across its stop words and hyphens', async () => {
    expect(await marked('"health and safety"')).toEqual(['Health and safety']);
    expect(await marked('"health-safety"')).toEqual(['health-safety']);
  });

  it('marks plain words each wherever they stand, and word beginnings', async () => {
    expect(await marked('culvert inspection')).toEqual([
      'Culvert',
      'inspection',
      'inspection',
      'culvert',
    ]);
    expect(await marked('clean*')).toEqual(['Cleaning', 'cleaners']);
  });

  it('marks the passages of the card and of the documents list by the same rule', async () => {
    const q = encodeURIComponent('"culvert inspection" gabion');
    const search = await testApp.app.inject({
      url: `/api/search/?q=${q}&include_documents=true`,
      headers,
    });
    expect(search.statusCode, search.body).toBe(200);
    const card = searchResponseSchema.parse(search.json()).results.find((r) => r.id === wacId);
    const list = await testApp.app.inject({
      url: `/api/opportunities/${wacId}/documents/?q=${q}`,
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [listed] = opportunityDocumentsResponseSchema.parse(list.json()).documents;
    for (const snippet of [card?.document_match?.snippet, listed?.matches[0]?.snippet]) {
      const marks = (snippet ?? []).filter((segment) => segment.is_match).map((s) => s.text);
      expect(marks).toContain('Culvert inspection');
      expect(marks.every((mark) => ['Culvert inspection', 'Gabion'].includes(mark))).toBe(true);
    }
  });

  it('answers any box with the whole page, marks or none', async () => {
    for (const words of [
      '"culvert',
      'culvert OR (gabion AND NOT headwall)',
      '"health-safety" clean* -"separate inspection"',
      '"the and of"',
      "o'brien \\ 'x' <-> !",
      '*',
    ]) {
      await marked(words);
    }
    expect(await marked('culvert OR gabion')).toEqual(['Culvert', 'Gabion', 'culvert']);
  });

  it('marks nothing a minus left out', async () => {
    expect(await marked('gabion -culvert')).toEqual(['Gabion']);
  });
});
