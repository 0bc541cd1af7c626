import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type DocumentServer, startDocumentServer } from '../../../test/helpers/document-server';
import { buildTenderPack } from '../../../test/helpers/tender-pack';
import {
  buildDocumentsSettings,
  type DocumentsSettings,
  extractPendingFiles,
  fetchDueDocuments,
  listOpportunityDocumentPages,
} from './index';

describe('documents job: fetch, store once, extract', () => {
  let testApp: TestApp;
  let portal: DocumentServer;
  let deadHost: DocumentServer;
  let dir: string;
  let settings: DocumentsSettings;
  let packId: number;

  beforeAll(async () => {
    portal = await startDocumentServer(await buildTenderPack());
    deadHost = await startDocumentServer({}, { hang: true, host: 'localhost' });
    dir = await mkdtemp(path.join(os.tmpdir(), 'wac-documents-'));
    testApp = await createTestApp({
      ATTACHMENT_HOSTS: '127.0.0.1,localhost',
      ATTACHMENT_ALLOW_LOOPBACK: 'true',
      DOCUMENTS_DIR: dir,
    });
    const base = buildDocumentsSettings(testApp.env);
    settings = {
      ...base,
      perHostIntervalMs: 0,
      policy: { ...base.policy, fileTimeoutMs: 1500 },
    };
    const files = [...portal.files.keys()];
    const pack = await createOpportunity(testApp.database.pool, {
      documents: files.map((file) => ({
        document_type: 'attachment',
        url: `${portal.origin}${encodeURI(file)}`,
      })),
    });
    packId = pack.id;
  });
  afterAll(async () => {
    await testApp?.close();
    await portal?.close();
    await deadHost?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fetches every document, keeps each file once and reads its pages', async () => {
    const db = testApp.database.pool;
    // The same volume linked from a second opportunity is fetched once and stored once.
    await createOpportunity(db, {
      documents: [
        { document_type: 'attachment', url: `${portal.origin}/pack/ITT%20Volume%202.pdf` },
      ],
    });
    const run = await fetchDueDocuments(db, settings);
    expect(run).toMatchObject({ fetched: 7, failed: 0 });
    expect(
      portal.requests.filter((request) => request.path === '/pack/ITT Volume 2.pdf'),
    ).toHaveLength(1);
    // Two runs: the zip's files are found by the first and read by the second.
    await extractPendingFiles(db, settings);
    await extractPendingFiles(db, settings);
    const pages = await listOpportunityDocumentPages(db, packId);
    const find = (words: string) => pages.find((page) => page.text.includes(words));
    expect(find('Cyber Essentials Plus')).toMatchObject({
      fileName: 'ITT Volume 2.pdf',
      pageNo: 3,
      containerName: null,
    });
    expect(find('veteran oaks')).toMatchObject({ fileName: 'Specification.docx', pageNo: 1 });
    expect(find('Hydroseeding')).toMatchObject({ fileName: 'Pricing.xlsx', pageNo: 2 });
    expect(find('Culvert inspection')).toMatchObject({
      fileName: 'Drainage Survey.pdf',
      containerName: 'Drawings.zip',
      pageNo: 2,
    });
    const { rows } = await db.query<{
      file_name: string;
      extraction_status: string;
      failure_reason: string | null;
    }>(
      `SELECT od.file_name, f.extraction_status, f.failure_reason
         FROM opportunity_documents od JOIN document_files f USING (content_hash)
        WHERE od.opportunity_id = $1 ORDER BY od.file_name`,
      [packId],
    );
    const byName = Object.fromEntries(rows.map((row) => [row.file_name, row]));
    expect(byName['bomb.zip']).toMatchObject({
      extraction_status: 'failed',
      failure_reason: expect.stringMatching(/zip bomb/),
    });
    expect(byName['broken.pdf']).toMatchObject({
      extraction_status: 'failed',
      failure_reason: expect.stringMatching(/not a readable PDF/),
    });
    expect(byName['scan.pdf']).toMatchObject({ extraction_status: 'no_text_scanned' });
  });

  it('asks again only "if changed", and an unchanged file is not fetched again', async () => {
    const db = testApp.database.pool;
    await db.query(
      `UPDATE opportunity_documents SET next_attempt_at = now() WHERE url LIKE '%Volume%'`,
    );
    const before = portal.requests.length;
    const run = await fetchDueDocuments(db, settings);
    expect(run).toMatchObject({ unchanged: 1, fetched: 0 });
    expect(portal.requests.slice(before)).toEqual([
      { path: '/pack/ITT Volume 2.pdf', conditional: true },
    ]);
  });

  it('never fetches sample links, and a host that hangs does not stall the others', async () => {
    const db = testApp.database.pool;
    await createOpportunity(db, {
      documents: [
        {
          document_type: 'attachment',
          url: 'https://contractsfinder.sample.invalid/Notice/Attachment/1b2c',
        },
        ...[1, 2, 3, 4, 5].map((n) => ({
          document_type: 'attachment' as const,
          url: `${deadHost.origin}/slow-${n}.pdf`,
        })),
        { document_type: 'attachment', url: `${portal.origin}/pack/Pricing.xlsx?copy=1` },
      ],
    });
    const started = Date.now();
    const run = await fetchDueDocuments(db, { ...settings, hostFailureLimit: 2 });
    // Two timeouts in a row end the dead host's turn (a third was already in its second lane);
    // its other links wait for their retry, and the good host's file is fetched meanwhile.
    expect(Date.now() - started).toBeLessThan(6000);
    expect(run.failed).toBe(3);
    const { rows } = await db.query<{
      url: string;
      fetch_status: string;
      last_error: string | null;
      fetch_attempts: number;
    }>(
      `SELECT url, fetch_status, last_error, fetch_attempts FROM opportunity_documents
        WHERE url LIKE '%sample.invalid%' OR url LIKE '%slow-%' OR url LIKE '%copy=1' ORDER BY url`,
    );
    const sample = rows.find((row) => row.url.includes('sample.invalid'));
    expect(sample).toMatchObject({
      fetch_status: 'skipped',
      last_error: 'sample data: no file to fetch',
    });
    expect(rows.find((row) => row.url.endsWith('copy=1'))).toMatchObject({
      fetch_status: 'fetched',
    });
    const slow = rows.filter((row) => row.url.includes('slow-'));
    expect(slow.filter((row) => row.last_error === 'timed out')).toHaveLength(3);
    expect(slow.filter((row) => row.fetch_attempts === 0)).toHaveLength(2);
    expect(slow.every((row) => row.fetch_status === 'pending')).toBe(true);
    expect(deadHost.requests.some((request) => request.path.includes('sample'))).toBe(false);
  });
});
