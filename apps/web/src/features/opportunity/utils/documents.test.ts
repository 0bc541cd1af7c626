import type { AdditionalDocument } from '@wac/contract';
import { describe, expect, it } from 'vitest';
import {
  canDownloadAll,
  getAttachmentName,
  getAttachmentType,
  getLinkLabel,
  isSafeHttpUrl,
  splitDocuments,
  withOccurrenceKeys,
} from './documents';

const document = (overrides: Partial<AdditionalDocument>): AdditionalDocument => ({
  documentType: 'attachment',
  url: 'https://www.contractsfinder.service.gov.uk/Notice/Attachment/1b2c',
  true_filename: null,
  title: null,
  format: null,
  ...overrides,
});

describe('documents', () => {
  it('splits Apply Online links from attachments and needs two attachments for the zip', () => {
    const link = document({ documentType: 'other', url: 'https://etendering.example/apply' });
    const file = document({ true_filename: 'Spec.pdf' });
    expect(splitDocuments([link, file])).toEqual({ links: [link], attachments: [file] });
    expect(canDownloadAll([file])).toBe(false);
    expect(canDownloadAll([file, file])).toBe(true);
  });

  it('names attachments and gives their type', () => {
    const named = document({ true_filename: 'Invitation to Tender.docx' });
    expect(getAttachmentName(named, 0)).toBe('Invitation to Tender.docx');
    expect(getAttachmentType(named, 'Invitation to Tender.docx')).toBe('DOCX');
    const bare = document({ format: 'application/pdf' });
    expect(getAttachmentName(bare, 2)).toBe('Document 3');
    expect(getAttachmentType(bare, 'Document 3')).toBe('PDF');
    const fromUrl = document({ url: 'https://x.gov.uk/files/Pricing%20Schedule.xlsx' });
    expect(getAttachmentName(fromUrl, 0)).toBe('Pricing Schedule.xlsx');
    expect(getAttachmentType(document({}), 'Document 1')).toBeNull();
  });

  it('labels links by title or host, and only trusts http(s) URLs', () => {
    expect(getLinkLabel(document({ title: 'Apply here' }))).toBe('Apply here');
    expect(getLinkLabel(document({ url: 'https://in-tendhost.co.uk/x' }))).toBe(
      'in-tendhost.co.uk',
    );
    expect(isSafeHttpUrl('https://a.gov.uk')).toBe(true);
    expect(isSafeHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeHttpUrl(null)).toBe(false);
  });

  it('keys repeated values by occurrence', () => {
    expect(withOccurrenceKeys(['a', 'b', 'a'], (value) => value)).toEqual([
      { item: 'a', key: 'a', position: 0 },
      { item: 'b', key: 'b', position: 1 },
      { item: 'a', key: 'a#2', position: 2 },
    ]);
  });
});
