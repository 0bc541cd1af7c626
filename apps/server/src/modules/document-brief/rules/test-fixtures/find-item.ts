import type { BriefField, BriefFoundItem, BriefItem } from '@wac/contract';
import { expect } from 'vitest';
import type { BriefPage } from '../brief-rule';

/** The brief item of a field, asserted found, with its quote checked against its page's words. */
export function foundItem(
  items: BriefItem[],
  pages: BriefPage[],
  field: BriefField,
): BriefFoundItem {
  const item = items.find((candidate) => candidate.field === field);
  expect(item?.status, `${field} should be found`).toBe('found');
  const found = item as BriefFoundItem;
  const page = pages.find((p) => p.documentId === found.documentId && p.pageNo === found.pageNo);
  expect(page?.fileName).toBe(found.fileName);
  // The quote is the page's own words, spaced once.
  expect(page?.text.replace(/\s+/g, ' ')).toContain(found.quote);
  return found;
}

export function isNotFound(items: BriefItem[], field: BriefField): boolean {
  return items.find((candidate) => candidate.field === field)?.status === 'not_found';
}
