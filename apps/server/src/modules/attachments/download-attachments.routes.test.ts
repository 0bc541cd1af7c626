import { readdir } from 'node:fs/promises';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOpportunity, type DocumentInput } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  type AttachmentServer,
  PDF_BYTES,
  startAttachmentServer,
} from '../../../test/helpers/attachment-server';
import { readZip } from '../../../test/helpers/read-zip';
import { DEFAULT_ATTACHMENT_LIMITS } from './attachment-policy';

const attachment = (url: string, extra: Partial<DocumentInput> = {}): DocumentInput => ({
  document_type: 'attachment',
  url,
  ...extra,
});

describe('GET /api/opportunities/{id}/download-attachments/', () => {
  let testApp: TestApp;
  let server: AttachmentServer;
  let authHeader: { authorization: string };

  beforeAll(async () => {
    server = await startAttachmentServer();
    testApp = await createTestApp({
      ATTACHMENT_HOSTS: '127.0.0.1',
      ATTACHMENT_ALLOW_LOOPBACK: 'true',
    });
    authHeader = (await createUser(testApp.database.pool)).authHeader;
  });
  afterAll(async () => {
    await testApp.close();
    await server.close();
  });

  const download = (wacId: string, headers: Record<string, string> = authHeader) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/opportunities/${wacId}/download-attachments/`,
      headers,
    });

  const withDocuments = (documents: DocumentInput[]) =>
    createOpportunity(testApp.database.pool, { documents });

  it('answers 401 with the spec text when nobody is signed in', async () => {
    const { wac_id } = await withDocuments([attachment(`${server.origin}/files/report.pdf`)]);
    const response = await download(wac_id, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      detail: 'You must be logged in to download attachments.',
    });
  });

  it('answers 404 for an unknown opportunity or one without attachments', async () => {
    expect((await download('WAC-NOPE000000')).json()).toMatchObject({
      detail: 'Opportunity not found.',
    });
    const { wac_id } = await withDocuments([
      { document_type: 'other', url: `${server.origin}/files/report.pdf` },
    ]);
    const response = await download(wac_id);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('This opportunity has no attachments to download.');
  });

  it('answers 404 saying so for sample documents, whose links are stand-ins', async () => {
    const { wac_id } = await withDocuments([
      attachment('https://contractsfinder.sample.invalid/Notice/Attachment/1b2c'),
      attachment('https://contractsfinder.sample.invalid/Notice/Attachment/3d4e'),
    ]);
    const response = await download(wac_id);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(
      'This is sample data: its documents are examples, with no files to download.',
    );
  });

  it('streams a zip named after the WAC ID with every attachment under a unique name', async () => {
    const { wac_id } = await withDocuments([
      attachment(`${server.origin}/files/report.pdf`, { true_filename: 'Spec.pdf' }),
      attachment(`${server.origin}/files/notes.txt?n=1`, { true_filename: 'spec.pdf' }),
      attachment(`${server.origin}/Notice/Attachment/1b2c`, { format: 'application/msword' }),
      attachment(`${server.origin}/redirect/good`, { title: 'Invitation: to tender' }),
      { document_type: 'other', url: 'https://etendering.example/apply' },
    ]);
    const response = await download(wac_id.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="opportunity_${wac_id}_attachments.zip"`,
    );
    expect(response.headers['content-encoding']).toBeUndefined();
    const zip = readZip(response.rawPayload);
    expect([...zip.keys()]).toEqual([
      'Spec.pdf',
      'spec (2).pdf',
      'Spéc Document.docx',
      'Invitation_ to tender.pdf',
    ]);
    expect(zip.get('Spec.pdf')).toEqual(PDF_BYTES);
    expect(zip.get('spec (2).pdf')?.toString()).toBe('notes 1');
    expect(zip.get('Spéc Document.docx')?.toString()).toBe('docx bytes');
    expect(zip.get('Invitation_ to tender.pdf')).toEqual(PDF_BYTES);
  });

  it('reports failing attachments in a short text file instead of failing the zip', async () => {
    const { wac_id } = await withDocuments([
      attachment(`${server.origin}/files/report.pdf`, { true_filename: 'Good.pdf' }),
      attachment(`${server.origin}/files/missing.pdf`, { true_filename: 'Gone.pdf' }),
      attachment(`${server.origin}/files/huge-declared.pdf?mb=500`, { true_filename: 'Huge.pdf' }),
      attachment(`${server.origin}/files/huge-streamed.pdf?mb=26`, { true_filename: 'Big.pdf' }),
    ]);
    const response = await download(wac_id);
    expect(response.statusCode).toBe(200);
    const zip = readZip(response.rawPayload);
    expect([...zip.keys()]).toEqual([
      'Good.pdf',
      'Gone.pdf - download failed.txt',
      'Huge.pdf - download failed.txt',
      'Big.pdf - download failed.txt',
    ]);
    const gone = zip.get('Gone.pdf - download failed.txt')?.toString() ?? '';
    expect(gone).toContain('Reason: the portal answered HTTP 404');
    expect(gone).toContain(`Link: ${server.origin}/files/missing.pdf`);
    expect(zip.get('Huge.pdf - download failed.txt')?.toString()).toContain(
      'larger than the 25 MB limit per file',
    );
    expect(zip.get('Big.pdf - download failed.txt')?.toString()).toContain(
      'larger than the 25 MB limit per file',
    );
  });

  it('never fetches internal addresses or other hosts (SSRF), and 503s when nothing is left', async () => {
    const before = server.requests.length;
    const { wac_id } = await withDocuments([
      attachment('http://169.254.169.254/latest/meta-data/iam', { true_filename: 'a.txt' }),
      attachment('http://10.0.0.1/admin', { true_filename: 'b.txt' }),
      attachment('http://localhost:5432/', { true_filename: 'c.txt' }),
      attachment('file:///etc/passwd', { true_filename: 'd.txt' }),
      attachment(`${server.origin}/redirect/metadata`, { true_filename: 'e.txt' }),
      attachment(`${server.origin}/redirect/other-host`, { true_filename: 'f.txt' }),
    ]);
    const response = await download(wac_id);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      detail:
        'None of the attachments could be downloaded from the portal. Please try again later.',
    });
    // Only the two redirecting URLs on the allowed host were requested; their targets never were.
    expect(server.requests.slice(before).sort()).toEqual([
      '/redirect/metadata',
      '/redirect/other-host',
    ]);
  });

  it('removes its temporary folder once the zip is sent', async () => {
    const listSpoolDirs = async () =>
      (await readdir(os.tmpdir())).filter((name) => name.startsWith('wac-attachments-'));
    const before = new Set(await listSpoolDirs());
    const { wac_id } = await withDocuments([attachment(`${server.origin}/files/report.pdf`)]);
    expect((await download(wac_id)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      expect((await listSpoolDirs()).filter((name) => !before.has(name))).toEqual([]);
    });
  });
});

describe('zips in progress at once (issue 15 item 9)', () => {
  let testApp: TestApp;
  let server: AttachmentServer;
  const { maxParallelPerUser, maxParallelTotal } = DEFAULT_ATTACHMENT_LIMITS.downloads;

  beforeAll(async () => {
    server = await startAttachmentServer();
    testApp = await createTestApp({
      ATTACHMENT_HOSTS: '127.0.0.1',
      ATTACHMENT_ALLOW_LOOPBACK: 'true',
    });
  });
  afterAll(async () => {
    server.releaseHeld();
    await testApp.close();
    await server.close();
  });

  const download = (wacId: string, headers: { authorization: string }) =>
    testApp.app.inject({
      method: 'GET',
      url: `/api/opportunities/${wacId}/download-attachments/`,
      headers,
    });
  const heldRequests = () => server.requests.filter((path) => path === '/files/held.pdf').length;

  /** Starts `count` downloads that stay in progress until the attachment host answers. */
  async function startHeldDownloads(wacId: string, users: { authorization: string }[]) {
    const before = heldRequests();
    const pending = users.map((headers) => download(wacId, headers));
    await vi.waitFor(() => expect(heldRequests()).toBe(before + users.length), {
      timeout: 15_000,
    });
    return pending;
  }

  function expectRefused(response: Awaited<ReturnType<typeof download>>, detail: RegExp) {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      code: 'RATE_LIMITED',
      detail: expect.stringMatching(detail),
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses a user a third zip while two are in progress, and frees the place after', async () => {
    const { wac_id } = await createOpportunity(testApp.database.pool, {
      documents: [attachment(`${server.origin}/files/held.pdf`)],
    });
    const { authHeader, id: userId } = await createUser(testApp.database.pool);
    const pending = await startHeldDownloads(
      wac_id,
      Array<{ authorization: string }>(maxParallelPerUser).fill(authHeader),
    );

    const refused = await download(wac_id, authHeader);
    expectRefused(refused, /^You already have 2 attachment downloads in progress\./);
    // Someone else is not held up by this user's downloads.
    const other = (await createUser(testApp.database.pool)).authHeader;
    const othersPending = await startHeldDownloads(wac_id, [other]);

    server.releaseHeld();
    for (const response of await Promise.all([...pending, ...othersPending])) {
      expect(response.statusCode).toBe(200);
    }
    // The refused attempt cost no daily action; the places are free again.
    await expect
      .poll(async () => {
        const { rows } = await testApp.database.pool.query(
          'SELECT count(*)::int AS n FROM attachment_download_leases WHERE user_id = $1',
          [userId],
        );
        return rows[0].n;
      })
      .toBe(0);
    const again = await startHeldDownloads(wac_id, [authHeader]);
    server.releaseHeld();
    expect((await again[0])?.statusCode).toBe(200);
  });

  it(`caps the whole service at ${maxParallelTotal} zips in progress`, async () => {
    const { wac_id } = await createOpportunity(testApp.database.pool, {
      documents: [attachment(`${server.origin}/files/held.pdf`)],
    });
    const users = await Promise.all(
      Array.from({ length: maxParallelTotal }, () => createUser(testApp.database.pool)),
    );
    const pending = await startHeldDownloads(
      wac_id,
      users.map((created) => created.authHeader),
    );
    const latecomer = (await createUser(testApp.database.pool)).authHeader;
    expectRefused(await download(wac_id, latecomer), /^Too many attachment downloads/);
    server.releaseHeld();
    for (const response of await Promise.all(pending)) expect(response.statusCode).toBe(200);
  });
});
