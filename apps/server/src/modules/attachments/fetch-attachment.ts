import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGuardedLookup, isForbiddenAddress, isHostAllowed } from './address-guard';
import { type AttachmentPolicy, formatMegabytes } from './attachment-policy';

/** Bytes left for the whole zip, shared by parallel fetches. */
export type ByteBudget = { remaining: number };

export type FetchedAttachment =
  | {
      ok: true;
      filePath: string;
      bytes: number;
      contentType: string | null;
      contentDisposition: string | null;
      /** Validators the portal sent, for a later conditional request. */
      etag: string | null;
      lastModified: string | null;
    }
  | { ok: false; reason: string };

/** What a conditional fetch gives: a file, a failure, or "unchanged since" (HTTP 304). */
export type FetchedDocument = FetchedAttachment | { ok: true; notModified: true };

/** A conditional request: the portal answers 304 when the file is unchanged (documents job). */
export type Validators = { etag?: string | null; lastModified?: string | null };

/** An expected failure whose message is safe to write into the zip's note. */
export class AttachmentFetchError extends Error {}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Throws unless the URL is http(s), has no credentials and points at an allowed host. */
export function assertFetchableUrl(url: URL, policy: AttachmentPolicy): void {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AttachmentFetchError(`${url.protocol.replace(':', '')} links are not downloaded`);
  }
  if (url.username || url.password)
    throw new AttachmentFetchError('links with credentials are refused');
  if (!isHostAllowed(url.hostname, policy.allowedHosts)) {
    throw new AttachmentFetchError(`${url.hostname} is not one of the portals we download from`);
  }
  // A literal IP never goes through DNS, so the connect-time guard would not see it.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && isForbiddenAddress(literal, policy)) {
    throw new AttachmentFetchError(`${literal} is not a public address`);
  }
}

function requestOnce(
  url: URL,
  policy: AttachmentPolicy,
  signal: AbortSignal,
  validators: Validators,
) {
  const client = url.protocol === 'https:' ? https : http;
  const headers: Record<string, string> = {
    accept: '*/*',
    'user-agent': 'WAC attachment downloader',
  };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      headers,
      lookup: createGuardedLookup(policy),
      signal,
    });
    request.once('response', (response) => {
      // Errors after this point reach the pipeline (or are moot for a skipped redirect body);
      // the listener only keeps one that fires in between from crashing the process.
      response.on('error', () => undefined);
      resolve(response);
    });
    request.once('error', reject);
    request.end();
  });
}

/** Follows redirects by hand so every hop is checked against the allow-list again. */
async function openFinalResponse(
  startUrl: string,
  policy: AttachmentPolicy,
  signal: AbortSignal,
  validators: Validators,
) {
  let url: URL;
  try {
    url = new URL(startUrl);
  } catch {
    throw new AttachmentFetchError('the link is not a valid URL');
  }
  for (let hop = 0; ; hop += 1) {
    assertFetchableUrl(url, policy);
    const response = await requestOnce(url, policy, signal, validators);
    const status = response.statusCode ?? 0;
    if (!REDIRECT_STATUSES.has(status)) return response;
    response.resume();
    const location = response.headers.location;
    if (!location)
      throw new AttachmentFetchError(`the portal answered HTTP ${status} without a location`);
    if (hop >= policy.maxRedirects) throw new AttachmentFetchError('too many redirects');
    url = new URL(location, url);
  }
}

function createSizeGuard(policy: AttachmentPolicy, budget: ByteBudget, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.bytes += chunk.length;
      budget.remaining -= chunk.length;
      if (counted.bytes > policy.maxFileBytes) {
        callback(
          new AttachmentFetchError(
            `larger than the ${formatMegabytes(policy.maxFileBytes)} limit per file`,
          ),
        );
      } else if (budget.remaining < 0) {
        callback(
          new AttachmentFetchError(
            `the zip would pass its ${formatMegabytes(policy.maxTotalBytes)} limit`,
          ),
        );
      } else {
        callback(null, chunk);
      }
    },
  });
}

function describeFailure(
  error: unknown,
  fileSignal: AbortSignal,
  totalSignal: AbortSignal,
): string {
  if (error instanceof AttachmentFetchError) return error.message;
  if (fileSignal.aborted && !totalSignal.aborted) return 'timed out';
  if (totalSignal.aborted) return 'not fetched: the download as a whole took too long';
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EFORBIDDENADDRESS') return (error as Error).message;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the portal could not be reached';
  return code ? `network error (${code})` : 'network error';
}

/**
 * Downloads one attachment into `filePath`, within the policy's host allow-list, address rules,
 * redirect, time and size limits. Never throws: a failure comes back with a reason to report.
 */
export function fetchAttachmentToFile(
  url: string,
  filePath: string,
  policy: AttachmentPolicy,
  budget: ByteBudget,
  totalSignal: AbortSignal,
): Promise<FetchedAttachment> {
  // Without validators the portal has nothing to answer 304 to, so this is always a file or a failure.
  return fetchDocumentToFile(
    url,
    filePath,
    policy,
    budget,
    totalSignal,
    {},
  ) as Promise<FetchedAttachment>;
}

/** fetchAttachmentToFile, asking the portal for the file only if it changed since `validators`. */
export async function fetchDocumentToFile(
  url: string,
  filePath: string,
  policy: AttachmentPolicy,
  budget: ByteBudget,
  totalSignal: AbortSignal,
  validators: Validators,
): Promise<FetchedDocument> {
  const fileSignal = AbortSignal.timeout(policy.fileTimeoutMs);
  const signal = AbortSignal.any([fileSignal, totalSignal]);
  const counted = { bytes: 0 };
  try {
    const response = await openFinalResponse(url, policy, signal, validators);
    const status = response.statusCode ?? 0;
    if (status === 304 && (validators.etag || validators.lastModified)) {
      response.resume();
      return { ok: true, notModified: true };
    }
    if (status < 200 || status >= 300) {
      response.resume();
      throw new AttachmentFetchError(`the portal answered HTTP ${status}`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > policy.maxFileBytes) {
      response.destroy();
      throw new AttachmentFetchError(
        `larger than the ${formatMegabytes(policy.maxFileBytes)} limit per file`,
      );
    }
    await pipeline(
      response,
      createSizeGuard(policy, budget, counted),
      createWriteStream(filePath),
      {
        signal,
      },
    );
    return {
      ok: true,
      filePath,
      bytes: counted.bytes,
      contentType: response.headers['content-type'] ?? null,
      contentDisposition: response.headers['content-disposition'] ?? null,
      etag: typeof response.headers.etag === 'string' ? response.headers.etag : null,
      lastModified: response.headers['last-modified'] ?? null,
    };
  } catch (error) {
    // A failed file gives its bytes back to the shared budget.
    budget.remaining += counted.bytes;
    await unlink(filePath).catch(() => undefined);
    return { ok: false, reason: describeFailure(error, fileSignal, totalSignal) };
  }
}
