import { createHash } from 'node:crypto';
import type { BriefItem } from '@wac/contract';

/**
 * Briefs already read, keyed by what they were read from: each page's link, file, zip, content
 * hash and number. A file's content hash fixes its text, so a key never serves a stale brief: a
 * refetched, changed file has a new hash and so a new key. Reading a 420-page pack costs about a
 * second of CPU on a busy machine (ADR 0242); a repeat view costs the page query only. Kept per
 * process, the least recently used dropped past MAX_ENTRIES.
 */
const MAX_ENTRIES = 500;
const briefs = new Map<string, BriefItem[]>();

export type BriefSource = {
  documentId: string;
  fileName: string;
  containerName: string | null;
  url: string;
  contentHash: string;
  pageNo: number;
};

export function briefKey(sources: readonly BriefSource[]): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    const { documentId, fileName, containerName, url, contentHash, pageNo } = source;
    hash.update(
      `${[documentId, fileName, containerName ?? '', url, contentHash, pageNo].join('\u0000')}\n`,
    );
  }
  return hash.digest('hex');
}

export function readCachedBrief(key: string, read: () => BriefItem[]): BriefItem[] {
  const known = briefs.get(key);
  if (known) {
    briefs.delete(key);
    briefs.set(key, known);
    return known;
  }
  const items = read();
  briefs.set(key, items);
  if (briefs.size > MAX_ENTRIES) {
    const oldest = briefs.keys().next().value;
    if (oldest !== undefined) briefs.delete(oldest);
  }
  return items;
}
