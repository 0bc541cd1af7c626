import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  documentPageResponseSchema,
  opportunityDocumentsResponseSchema,
  searchResponseSchema,
} from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type DocumentServer, startDocumentServer } from '../../../test/helpers/document-server';
import { buildTenderPack } from '../../../test/helpers/tender-pack';
import { buildDocumentsSettings, extractPendingFiles, fetchDueDocuments } from './index';

describe('search with documents (issue 32)', () => {
  let testApp: TestApp;
  let portal: DocumentServer;
  let dir: string;
  let professional: { authorization: string };
  let free: { authorization: string };
  let packWacId: string;

  beforeAll(async () => {
    portal = await startDocumentServer(await buildTenderPack());
    dir = await mkdtemp(path.join(os.tmpdir(), 'wac-documents-'));
    testApp = await createTestApp({
      ATTACHMENT_HOSTS: '127.0.0.1',
      ATTACHMENT_ALLOW_LOOPBACK: 'true',
      DOCUMENTS_DIR: dir,
    });
    const db = testApp.database.pool;
    professional = (await createUser(db, { tier: 'professional' })).authHeader;
    free = (await createUser(db)).authHeader;
    const pack = await createOpportunity(db, {
      title: 'Highway drainage and verges',
      documents: [...portal.files.keys()].map((file) => ({
        document_type: 'attachment' as const,
        url: `${portal.origin}${encodeURI(file)}`,
      })),
    });
    packWacId = pack.wac_id;
    await createOpportunity(db, { title: 'Culvert repairs framework' });
    const settings = { ...buildDocumentsSettings(testApp.env), perHostIntervalMs: 0 };
    await fetchDueDocuments(db, settings);
    await extractPendingFiles(db, settings);
    await extractPendingFiles(db, settings);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await portal?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const search = async (query: string, headers = professional) => {
    const response = await testApp.app.inject({ url: `/api/search/?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json());
  };

  it.each([
    ['"cyber essentials plus"', 'ITT Volume 2.pdf', null, 3],
    ['veteran oaks', 'Specification.docx', null, 1],
    ['hydroseeding', 'Pricing.xlsx', null, 2],
    ['culvert inspection', 'Drainage Survey.pdf', 'Drawings.zip', 2],
  ])('finds %s in %s on the right page', async (words, fileName, containerName, pageNo) => {
    const body = await search(`q=${encodeURIComponent(words)}&include_documents=true`);
    const card = body.results.find((result) => result.id === packWacId);
    expect(card?.document_match).toMatchObject({
      file_name: fileName,
      container_name: containerName,
      page_no: pageNo,
    });
    expect(card?.document_match?.snippet.some((segment) => segment.is_match)).toBe(true);
    // Without the switch the notice alone is searched, and its text has none of these words.
    const plain = await search(`q=${encodeURIComponent(words)}`);
    expect(plain.results.some((result) => result.id === packWacId)).toBe(false);
  });

  it('still finds notices by their own words, and counts both kinds', async () => {
    const body = await search('q=culvert&include_documents=true');
    expect(body.results.map((result) => result.title).sort()).toEqual([
      'Culvert repairs framework',
      'Highway drainage and verges',
    ]);
    expect(body.total).toBe(2);
    const counted = await testApp.app.inject({
      url: '/api/search/?q=culvert&include_documents=true&count_only=true',
      headers: professional,
    });
    expect(counted.json()).toEqual({ total: 2 });
    const notice = body.results.find((result) => result.title === 'Culvert repairs framework');
    expect(notice?.document_match).toBeNull();
  });

  it('keeps a word found in a zip bomb or a broken PDF out of reach', async () => {
    const body = await search('q=huge&include_documents=true');
    expect(body.results.some((result) => result.id === packWacId)).toBe(false);
  });

  it('asks visitors to sign in and free users to upgrade', async () => {
    const visitor = await testApp.app.inject({
      url: '/api/search/?q=culvert&include_documents=true',
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().detail).toBe('Please log in to search inside tender documents.');
    const upgrade = await testApp.app.inject({
      url: '/api/search/?q=culvert&include_documents=true',
      headers: free,
    });
    expect(upgrade.statusCode).toBe(403);
    expect(upgrade.json().detail).toBe(
      'Searching inside tender documents comes with the Professional plan and above.',
    );
    const bad = await testApp.app.inject({
      url: '/api/search/?q=culvert&include_documents=maybe',
      headers: free,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists each document with its matching pages, and the reader marks the words', async () => {
    const get = (url: string, headers = professional) => testApp.app.inject({ url, headers });
    const listed = await get(`/api/opportunities/${packWacId}/documents/?q=culvert%20inspection`);
    expect(listed.statusCode, listed.body).toBe(200);
    const documents = opportunityDocumentsResponseSchema.parse(listed.json()).documents;
    const byName = Object.fromEntries(documents.map((document) => [document.file_name, document]));
    expect(byName['Drainage Survey.pdf']).toMatchObject({
      container_name: 'Drawings.zip',
      state: 'read',
      page_count: 2,
    });
    expect(byName['Drainage Survey.pdf']?.matches.map((match) => match.page_no)).toEqual([2]);
    expect(byName['ITT Volume 2.pdf']?.matches).toEqual([]);
    expect(byName['bomb.zip']).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/zip bomb/),
    });
    expect(byName['broken.pdf']).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(/not a readable PDF/),
    });
    expect(byName['scan.pdf']).toMatchObject({ state: 'no_text_scanned' });

    const hash = byName['Drainage Survey.pdf']?.content_hash;
    const reader = await get(
      `/api/opportunities/${packWacId}/documents/${hash}/pages/2/?q=culvert`,
    );
    expect(reader.statusCode, reader.body).toBe(200);
    const page = documentPageResponseSchema.parse(reader.json());
    expect(page).toMatchObject({
      file_name: 'Drainage Survey.pdf',
      container_name: 'Drawings.zip',
      page_no: 2,
      page_count: 2,
    });
    expect(
      page.segments.filter((segment) => segment.is_match).map((segment) => segment.text),
    ).toEqual(['Culvert']);
    expect(page.segments.map((segment) => segment.text).join('')).toContain(
      'Culvert inspection by CCTV crawler.',
    );

    expect(
      (await get(`/api/opportunities/${packWacId}/documents/${hash}/pages/3/`)).statusCode,
    ).toBe(404);
    // A file's hash opens it only through an opportunity that links it.
    const other = await createOpportunity(testApp.database.pool, { title: 'Other' });
    expect(
      (await get(`/api/opportunities/${other.wac_id}/documents/${hash}/pages/2/`)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/opportunities/${packWacId}/documents/${hash}/pages/2/`, free)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/opportunities/${packWacId}/documents/nothex/pages/2/`)).statusCode,
    ).toBe(400);
  });
});
