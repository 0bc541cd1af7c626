import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../../db/pool';
import type { DocumentsSettings } from '../documents-settings';
import { listStoredHashes, removeStoredFile, statStoredFile } from './document-store';

// A file no link uses: not linked itself, and not inside a zip that is linked.
const UNUSED = `NOT EXISTS (SELECT 1 FROM opportunity_documents od WHERE od.content_hash = f.content_hash)
  AND NOT EXISTS (SELECT 1 FROM document_file_members m
                    JOIN opportunity_documents od ON od.content_hash = m.zip_hash
                   WHERE m.member_hash = f.content_hash)`;

export type CollectRunSummary = { files: number; bytes: number };

/**
 * The clean-up of the documents folder (ADR 0266), run by the documents job after fetch and
 * extraction (so never beside a fetch of the same database: the job runs one at a time). Also
 * safe beside a store from elsewhere: nothing younger than `unusedFileGraceMs` goes (a row by
 * its creation, a file by its last store, which a store of the same bytes renews), and a file is
 * moved aside before it goes, so a store racing the removal keeps its copy.
 *  1. Files no link uses any more (their row, pages and zip members; then the bytes).
 *  2. Bytes with no row (a run that stopped between storing and saving), and stale downloads.
 */
export async function collectUnusedFiles(
  db: Queryable,
  settings: Pick<DocumentsSettings, 'dir' | 'unusedFileGraceMs' | 'collectPerRun'>,
  now = new Date(),
): Promise<CollectRunSummary> {
  const storedBefore = new Date(now.getTime() - settings.unusedFileGraceMs);
  const summary: CollectRunSummary = { files: 0, bytes: 0 };
  const { rows } = await db.query<{ content_hash: string }>(
    `SELECT f.content_hash FROM document_files f
      WHERE f.created_at < $1 AND ${UNUSED}
      ORDER BY f.created_at LIMIT $2`,
    [storedBefore, settings.collectPerRun],
  );
  for (const { content_hash: hash } of rows) {
    const kept = await statStoredFile(settings.dir, hash);
    if (kept && kept.storedAt >= storedBefore) continue;
    // The condition again, in the delete itself: a link made since the list keeps the file.
    const deleted = await db.query(
      `DELETE FROM document_files f WHERE f.content_hash = $1 AND ${UNUSED}`,
      [hash],
    );
    if (deleted.rowCount === 0) continue;
    summary.files += 1;
    summary.bytes += await removeStoredFile(settings.dir, hash, storedBefore);
  }
  await collectStrays(db, settings.dir, storedBefore, summary);
  await db.query(
    `UPDATE document_files_removed
        SET files = files + $1, bytes = bytes + $2, last_run_at = now() WHERE id = 1`,
    [summary.files, summary.bytes],
  );
  return summary;
}

async function collectStrays(
  db: Queryable,
  dir: string,
  storedBefore: Date,
  summary: CollectRunSummary,
) {
  const removeWithoutRows = async (hashes: string[]) => {
    const { rows } = await db.query<{ content_hash: string }>(
      'SELECT content_hash FROM document_files WHERE content_hash = ANY ($1::text[])',
      [hashes],
    );
    const known = new Set(rows.map((row) => row.content_hash));
    for (const hash of hashes.filter((item) => !known.has(item))) {
      const kept = await statStoredFile(dir, hash);
      if (!kept || kept.storedAt >= storedBefore) continue;
      const bytes = await removeStoredFile(dir, hash, storedBefore);
      if (bytes > 0) {
        summary.files += 1;
        summary.bytes += bytes;
      }
    }
  };
  let batch: string[] = [];
  for await (const hash of listStoredHashes(dir)) {
    batch.push(hash);
    if (batch.length === 1_000) {
      await removeWithoutRows(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await removeWithoutRows(batch);
  // Downloads a stopped run left in tmp/ (a download in progress is younger than the grace).
  const tmp = path.join(dir, 'tmp');
  for (const name of await readdir(tmp).catch(() => [] as string[])) {
    const info = await stat(path.join(tmp, name)).catch(() => null);
    if (info?.isFile() && info.mtime < storedBefore) {
      await unlink(path.join(tmp, name)).catch(() => undefined);
    }
  }
}
