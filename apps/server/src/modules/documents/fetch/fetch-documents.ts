import { stat } from 'node:fs/promises';
import type { Pool } from '../../../db/pool';
import { fetchDocumentToFile, fileNameFromUrl, sanitiseFileName } from '../../attachments';
import { isSampleLink } from '../../sample-data';
import type { DocumentsSettings } from '../documents-settings';
import {
  type DueLink,
  findDueLinks,
  findNewLinks,
  insertFile,
  insertLinks,
  recordFetched,
  recordFetchFailure,
} from './document-links.repository';
import { keepFile, newTempPath } from './document-store';
import { runInHostLanes } from './host-lanes';

export type FetchRunSummary = {
  linked: number;
  fetched: number;
  unchanged: number;
  failed: number;
};

/** New attachments of live opportunities become link rows (named as the zip download names them). */
export async function linkNewDocuments(db: Pool, limit = 5000): Promise<number> {
  const rows = await findNewLinks(db, limit);
  await insertLinks(
    db,
    rows.map((row) => ({
      opportunityId: Number(row.opportunity_id),
      url: row.url,
      fileName: sanitiseFileName(
        row.true_filename || fileNameFromUrl(row.url) || row.title || 'document',
      ),
      isSample: isSampleLink(row.url),
    })),
  );
  return rows.length;
}

function hostOf(link: DueLink): string {
  try {
    return new URL(link.url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

async function fetchOne(
  db: Pool,
  settings: DocumentsSettings,
  link: DueLink,
  summary: FetchRunSummary,
) {
  const temp = await newTempPath(settings.dir);
  const budget = { remaining: settings.policy.maxFileBytes };
  const totalSignal = AbortSignal.timeout(settings.policy.totalTimeoutMs);
  // Validators only while the file is kept: otherwise a 304 would leave us with nothing.
  const validators = link.content_hash ? { etag: link.etag, lastModified: link.last_modified } : {};
  const result = await fetchDocumentToFile(
    link.url,
    temp,
    settings.policy,
    budget,
    totalSignal,
    validators,
  );
  if (result.ok && 'notModified' in result) {
    summary.unchanged += 1;
    await recordFetched(db, link.url, {
      hash: null,
      etag: null,
      lastModified: null,
      refreshAfterMs: settings.refreshAfterMs,
    });
    return true;
  }
  if (!result.ok) {
    summary.failed += 1;
    const attempts = link.fetch_attempts + 1;
    await recordFetchFailure(db, link.url, {
      reason: result.reason,
      giveUp: attempts >= settings.maxAttempts,
      retryInMs: settings.retryBaseMs * 2 ** (attempts - 1),
    });
    return false;
  }
  const byteSize = (await stat(result.filePath)).size;
  // An unchanged file under a new ETag hashes the same: it is kept once and not read again.
  const hash = await keepFile(settings.dir, result.filePath);
  await insertFile(db, { hash, byteSize, mediaType: result.contentType });
  await recordFetched(db, link.url, {
    hash,
    etag: result.etag,
    lastModified: result.lastModified,
    refreshAfterMs: settings.refreshAfterMs,
  });
  summary.fetched += 1;
  return true;
}

/**
 * One run of the fetch job (ADR 0238): link new attachments, then fetch the due links through
 * the attachment guard, in host lanes (a failing host never stalls the rest), retrying failures
 * with back-off and asking about kept files only "if changed".
 */
export async function fetchDueDocuments(
  db: Pool,
  settings: DocumentsSettings,
): Promise<FetchRunSummary> {
  const summary: FetchRunSummary = {
    linked: await linkNewDocuments(db),
    fetched: 0,
    unchanged: 0,
    failed: 0,
  };
  const due = await findDueLinks(db, settings.maxPerRun);
  await runInHostLanes(due, hostOf, (link) => fetchOne(db, settings, link, summary), {
    concurrency: settings.concurrency,
    perHostConcurrency: settings.perHostConcurrency,
    perHostIntervalMs: settings.perHostIntervalMs,
    failureLimit: settings.hostFailureLimit,
  });
  return summary;
}
