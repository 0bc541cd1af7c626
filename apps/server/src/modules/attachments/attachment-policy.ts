import type { Env } from '../../config/env';
import type { DownloadLimits } from './download-leases';

const MEGABYTE = 1024 * 1024;

/** What one zip download may fetch, and for how long. Tests build smaller ones. */
export type AttachmentPolicy = {
  /** Lower-case host names; an entry starting with a dot also matches its subdomains. */
  allowedHosts: string[];
  /** Only ever true in tests, so they can point attachments at a local HTTP server. */
  allowLoopback: boolean;
  maxFileBytes: number;
  maxTotalBytes: number;
  /** Per attachment, from the first request to the last byte (redirects included). */
  fileTimeoutMs: number;
  /** For the whole set of attachments, before the zip starts streaming. */
  totalTimeoutMs: number;
  maxRedirects: number;
  /** Attachments beyond this many are left out (and the zip says so). */
  maxFiles: number;
  /** Parallel fetches: a few at once, to be quick without hammering a portal. */
  concurrency: number;
  /** Zips in progress at once, per user and in all (download-leases.ts, ADR 0058). */
  downloads: DownloadLimits;
};

// Portal attachments are tender packs: PDFs and office files rarely beyond a few megabytes.
export const DEFAULT_ATTACHMENT_LIMITS = {
  maxFileBytes: 25 * MEGABYTE,
  maxTotalBytes: 100 * MEGABYTE,
  fileTimeoutMs: 30_000,
  totalTimeoutMs: 90_000,
  maxRedirects: 5,
  maxFiles: 50,
  concurrency: 3,
  // Each zip may spool up to maxTotalBytes to the temporary folder: 6 at once is 600 MB at
  // most, and 2 each is enough for a person opening tenders in two tabs.
  downloads: { maxParallelPerUser: 2, maxParallelTotal: 6, leaseLifetimeMs: 15 * 60_000 },
} as const;

export function parseAllowedHosts(list: string): string[] {
  return list
    .split(',')
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^\[|\]$/g, ''),
    )
    .filter(Boolean);
}

export function buildAttachmentPolicy(env: Env): AttachmentPolicy {
  return {
    ...DEFAULT_ATTACHMENT_LIMITS,
    allowedHosts: parseAllowedHosts(env.ATTACHMENT_HOSTS),
    // The loopback escape hatch is ignored outside tests, whatever the environment says.
    allowLoopback: env.NODE_ENV === 'test' && env.ATTACHMENT_ALLOW_LOOPBACK,
  };
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;
}
