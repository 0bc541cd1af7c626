import path from 'node:path';
import type { Env } from '../../config/env';
import { type AttachmentPolicy, buildAttachmentPolicy } from '../attachments';
import { DEFAULT_EXTRACT_LIMITS, type ExtractLimits } from './extract/extract-limits';

/** How the documents job fetches and reads (ADR 0238). Tests build smaller ones. */
export type DocumentsSettings = {
  /** Where files are kept, one per content hash. */
  dir: string;
  /** The attachment zip's guard: host allow-list, address rules, size, time and redirect caps. */
  policy: AttachmentPolicy;
  /** Links fetched per run, over all hosts. */
  maxPerRun: number;
  /** Fetches at once over all hosts, and per host. */
  concurrency: number;
  perHostConcurrency: number;
  /** Least time between two requests to one host, so a portal is never hammered. */
  perHostIntervalMs: number;
  /** Failures in a row that end a host's turn in this run (the rest of its links wait). */
  hostFailureLimit: number;
  /** Attempts before a link is given up (its last reason kept). */
  maxAttempts: number;
  /** First retry after this long, doubling per attempt. */
  retryBaseMs: number;
  /** A fetched file is asked about again (conditionally) after this long, while its tender is live. */
  refreshAfterMs: number;
  /** Files extracted per run. */
  extractPerRun: number;
  extract: ExtractLimits;
  /**
   * Files no link uses are removed once older than this (ADR 0266): time enough for a fetch to
   * link what it has just stored.
   */
  unusedFileGraceMs: number;
  /** Unused files removed per run. */
  collectPerRun: number;
};

const MINUTE = 60_000;

export function buildDocumentsSettings(env: Env): DocumentsSettings {
  return {
    dir: env.DOCUMENTS_DIR ?? path.join(env.DATA_DIR, 'documents'),
    policy: buildAttachmentPolicy(env),
    maxPerRun: 200,
    concurrency: 4,
    perHostConcurrency: 2,
    perHostIntervalMs: 500,
    hostFailureLimit: 3,
    maxAttempts: 5,
    retryBaseMs: 10 * MINUTE,
    refreshAfterMs: 24 * 60 * MINUTE,
    extractPerRun: 50,
    extract: DEFAULT_EXTRACT_LIMITS,
    unusedFileGraceMs: 60 * MINUTE,
    collectPerRun: 500,
  };
}
