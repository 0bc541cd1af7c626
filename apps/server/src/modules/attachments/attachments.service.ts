import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buildAttachmentsZipName } from '@wac/contract';
import type { Pool } from '../../db/pool';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { findDocuments, getOpportunityOrThrow } from '../opportunities';
import { isSampleLink } from '../sample-data';
import { recordUsage } from '../usage/usage.service';
import type { AttachmentPolicy } from './attachment-policy';
import { streamZip } from './attachments-zip';
import { buildZipEntries } from './build-zip-entries';
import { acquireDownloadLease } from './download-leases';
import { type FetchedAttachment, fetchAttachmentToFile } from './fetch-attachment';

export const DOWNLOAD_LOGIN_REQUIRED = 'You must be logged in to download attachments.';
export const NO_ATTACHMENTS = 'This opportunity has no attachments to download.';
export const SAMPLE_ATTACHMENTS =
  'This is sample data: its documents are examples, with no files to download.';
export const ALL_ATTACHMENTS_FAILED =
  'None of the attachments could be downloaded from the portal. Please try again later.';

export type AttachmentsDownload = { fileName: string; stream: Readable };

/** Fetches every URL into `dir` (a few at a time), keeping the input order in the results. */
async function fetchAllAttachments(
  urls: string[],
  dir: string,
  policy: AttachmentPolicy,
  signal: AbortSignal,
): Promise<FetchedAttachment[]> {
  const budget = { remaining: policy.maxTotalBytes };
  const totalSignal = AbortSignal.any([signal, AbortSignal.timeout(policy.totalTimeoutMs)]);
  const results: FetchedAttachment[] = new Array(urls.length);
  let next = 0;
  const work = async () => {
    for (let index = next++; index < urls.length; index = next++) {
      const filePath = path.join(dir, String(index));
      results[index] = await fetchAttachmentToFile(
        urls[index]!,
        filePath,
        policy,
        budget,
        totalSignal,
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(policy.concurrency, urls.length) }, work));
  return results;
}

/**
 * Every attachment of the opportunity in one zip. Files are spooled to a temporary folder first
 * so a file that fails half-way becomes a short note instead of a corrupt entry, and so we know
 * before answering whether anything at all could be fetched (all failing is a 503, not an
 * empty zip). The zip itself is streamed. Signed-in users only; the daily usage check (issue 6)
 * belongs after the attachment lookup, so asking for a zip that cannot exist costs nothing.
 */
export async function downloadOpportunityAttachments(
  deps: { db: Pool; policy: AttachmentPolicy },
  user: AuthUser | null,
  wacId: string,
  signal: AbortSignal,
): Promise<AttachmentsDownload> {
  if (!user) throw new AppError('UNAUTHENTICATED', DOWNLOAD_LOGIN_REQUIRED);
  const opportunity = await getOpportunityOrThrow(deps.db, wacId);
  const attachments = await findDocuments(deps.db, opportunity.id, 'attachment');
  if (attachments.length === 0) throw new AppError('NOT_FOUND', NO_ATTACHMENTS);
  // Generated sample documents have stand-in links (ADR 0145): say so, instead of "try later".
  if (attachments.every((attachment) => isSampleLink(attachment.url))) {
    throw new AppError('NOT_FOUND', SAMPLE_ATTACHMENTS);
  }
  // A place among the zips in progress first (issue 15 item 9): a refused one costs no action.
  const releaseLease = await acquireDownloadLease(deps.db, user.id, deps.policy.downloads);
  let dir: string | undefined;
  // Once the zip has been sent or has failed: its files go, and so does its place.
  const settle = () => {
    if (dir) void rm(dir, { recursive: true, force: true }).catch(() => undefined);
    releaseLease().catch(() => undefined);
  };
  try {
    await recordUsage(deps, user, 'attachment_download'); // issue 6: free-tier daily limit
    const included = attachments.slice(0, deps.policy.maxFiles);
    dir = await mkdtemp(path.join(os.tmpdir(), 'wac-attachments-'));
    const urls = included.map((document) => document.url);
    const fetched = await fetchAllAttachments(urls, dir, deps.policy, signal);
    if (!fetched.some((result) => result.ok)) {
      throw new AppError('SERVICE_UNAVAILABLE', ALL_ATTACHMENTS_FAILED);
    }
    const entries = buildZipEntries(included, fetched, attachments.length);
    return {
      fileName: buildAttachmentsZipName(opportunity.wac_id),
      stream: streamZip(entries, settle),
    };
  } catch (error) {
    settle();
    throw error;
  }
}
