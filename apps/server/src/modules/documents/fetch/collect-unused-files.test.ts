import { access, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { healthResponseSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { readDocumentsStatus } from '../documents-status';
import { collectUnusedFiles } from './collect-unused-files';
import { keepFile, newTempPath, storedPath } from './document-store';

const HOUR = 3_600_000;

/** Files on disk under a real folder, rows in a real database (ADR 0266). */
describe('removing stored files no link uses (issue 32)', () => {
  let testApp: TestApp;
  let database: TestApp['database'];
  let dir: string;
  const settings = () => ({ dir, unusedFileGraceMs: HOUR, collectPerRun: 500 });
  const longAgo = new Date(Date.now() - 3 * HOUR);

  beforeAll(async () => {
    testApp = await createTestApp();
    database = testApp.database;
    dir = await mkdtemp(path.join(os.tmpdir(), 'wac-collect-'));
  });
  afterAll(async () => {
    await testApp?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const exists = (hash: string) =>
    access(storedPath(dir, hash)).then(
      () => true,
      () => false,
    );
  const rowExists = async (hash: string) =>
    (await database.pool.query('SELECT 1 FROM document_files WHERE content_hash = $1', [hash]))
      .rowCount === 1;

  /** Stores bytes as the fetch does, with a row; `old` back-dates both past the grace. */
  const store = async (text: string, options: { old: boolean; row?: boolean }) => {
    const temp = await newTempPath(dir);
    await writeFile(temp, text);
    const hash = await keepFile(dir, temp);
    if (options.row !== false) {
      await database.pool.query(
        `INSERT INTO document_files (content_hash, byte_size, created_at) VALUES ($1, $2, $3)`,
        [hash, text.length, options.old ? longAgo : new Date()],
      );
      await database.pool.query(
        `INSERT INTO document_pages (content_hash, page_no, text) VALUES ($1, 1, $2)`,
        [hash, text],
      );
    }
    if (options.old) await utimes(storedPath(dir, hash), longAgo, longAgo);
    return hash;
  };
  const link = async (hash: string) => {
    const opportunity = await createOpportunity(database.pool);
    await database.pool.query(
      `INSERT INTO opportunity_documents (opportunity_id, url, file_name, content_hash, fetch_status)
       VALUES ($1, $2, 'pack.zip', $3, 'fetched')`,
      [opportunity.id, `https://portal.invalid/${hash}`, hash],
    );
    return opportunity;
  };

  it('removes old unused files with their rows, and keeps every file a link reaches', async () => {
    const linked = await store('linked specification', { old: true });
    const zip = await store('zip bytes', { old: true });
    const member = await store('inside the linked zip', { old: true });
    const unused = await store('nobody links this any more', { old: true });
    await link(linked);
    const zipOwner = await link(zip);
    await database.pool.query(
      `INSERT INTO document_file_members (zip_hash, inner_path, member_hash)
       VALUES ($1, 'Volume 1.pdf', $2)`,
      [zip, member],
    );

    const first = await collectUnusedFiles(database.pool, settings());
    expect(first).toEqual({ files: 1, bytes: 'nobody links this any more'.length });
    expect(await exists(unused)).toBe(false);
    expect(await rowExists(unused)).toBe(false);
    for (const hash of [linked, zip, member]) {
      expect(await exists(hash)).toBe(true);
      expect(await rowExists(hash)).toBe(true);
    }

    // The zip's link goes: the zip goes in the next run, its member (no longer inside a linked
    // zip) in the one after.
    await database.pool.query('DELETE FROM opportunity_documents WHERE opportunity_id = $1', [
      zipOwner.id,
    ]);
    await collectUnusedFiles(database.pool, settings());
    expect(await exists(zip)).toBe(false);
    await collectUnusedFiles(database.pool, settings());
    expect(await exists(member)).toBe(false);
    expect(await exists(linked)).toBe(true);

    const { removed } = await readDocumentsStatus(database.pool);
    const bytes = ['nobody links this any more', 'zip bytes', 'inside the linked zip'].join('');
    expect(removed).toEqual({ files: 3, bytes: bytes.length });
    // Counted in health and metrics.
    const health = await testApp.app.inject({ url: '/api/health/' });
    expect(healthResponseSchema.parse(health.json()).documents.removed).toEqual(removed);
    const metrics = (await testApp.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('wac_document_files_removed{unit="files"} 3');
    expect(metrics).toContain(`wac_document_files_removed{unit="bytes"} ${bytes.length}`);
  });

  it('keeps an unused file younger than the grace, or stored again by a fetch', async () => {
    const young = await store('fetched a minute ago, not linked yet', { old: false });
    const refetched = await store('an old file a fetch is storing again', { old: true });
    // A fetch downloads the same bytes again (it will link them next): the store renews the
    // file's time, so the clean-up leaves it although its row is old and unlinked.
    const temp = await newTempPath(dir);
    await writeFile(temp, 'an old file a fetch is storing again');
    expect(await keepFile(dir, temp)).toBe(refetched);

    const summary = await collectUnusedFiles(database.pool, settings());
    expect(summary.files).toBe(0);
    for (const hash of [young, refetched]) {
      expect(await exists(hash)).toBe(true);
      expect(await rowExists(hash)).toBe(true);
    }
    // Once the grace has passed with still no link, both go.
    const later = new Date(Date.now() + 2 * HOUR);
    await database.pool.query(
      `UPDATE document_files SET created_at = $1 WHERE content_hash = ANY ($2::text[])`,
      [longAgo, [young, refetched]],
    );
    expect((await collectUnusedFiles(database.pool, settings(), later)).files).toBe(2);
    expect(await exists(young)).toBe(false);
    expect(await exists(refetched)).toBe(false);
  });

  it('removes old bytes that never got a row and stale downloads, keeping fresh ones', async () => {
    const stray = await store('left by a run that stopped', { old: true, row: false });
    const fresh = await store('stored just now, its row on the way', { old: false, row: false });
    const staleDownload = await newTempPath(dir);
    await writeFile(staleDownload, 'half a download');
    await utimes(staleDownload, longAgo, longAgo);
    const download = await newTempPath(dir);
    await writeFile(download, 'a download in progress');

    await collectUnusedFiles(database.pool, settings());
    expect(await exists(stray)).toBe(false);
    expect(await exists(fresh)).toBe(true);
    const present = (file: string) =>
      access(file).then(
        () => true,
        () => false,
      );
    expect(await present(staleDownload)).toBe(false);
    expect(await present(download)).toBe(true);
  });
});
