import { describe, expect, it } from 'vitest';
import { deriveFileName, fileNameFromUrl, makeFileNamesUnique } from './document-filename';
import { isAttachment, mapDocuments } from './map-documents';
import { ALSO_ON_FIND_A_TENDER } from './notice-url';

const CF_ATTACHMENT = 'https://www.contractsfinder.service.gov.uk/Notice/Attachment/757c8187-8e3a';

describe('deriveFileName', () => {
  it('keeps a title or description that already is a file name', () => {
    expect(deriveFileName({ title: 'ITT Pack v2.DOCX' }, CF_ATTACHMENT)).toBe('ITT Pack v2.DOCX');
    expect(
      deriveFileName({ description: 'spec.pdf', format: 'application/pdf' }, CF_ATTACHMENT),
    ).toBe('spec.pdf');
  });

  it("uses the URL's file name", () => {
    expect(deriveFileName({}, 'https://example.org/files/Spec%20Sheet.xlsx?v=2')).toBe(
      'Spec Sheet.xlsx',
    );
  });

  it('adds the extension of the MIME format to a readable name', () => {
    const pdf = 'application/pdf';
    expect(deriveFileName({ description: 'Tasking Form Part A', format: pdf }, CF_ATTACHMENT)).toBe(
      'Tasking Form Part A.pdf',
    );
    expect(
      deriveFileName(
        { description: 'n/a', documentType: 'biddingDocuments', format: pdf },
        CF_ATTACHMENT,
      ),
    ).toBe('Bidding documents.pdf');
    expect(deriveFileName({ description: 'a/b: c?', format: pdf }, CF_ATTACHMENT)).toBe(
      'a b c.pdf',
    );
    expect(deriveFileName({ description: 'n/a' }, CF_ATTACHMENT)).toBeNull();
  });

  it('never ends a name built from a sentence in two dots', () => {
    const pdf = 'application/pdf';
    expect(deriveFileName({ description: 'Tender pack.', format: pdf }, CF_ATTACHMENT)).toBe(
      'Tender pack.pdf',
    );
    expect(deriveFileName({ title: 'Specification ... ', format: pdf }, CF_ATTACHMENT)).toBe(
      'Specification.pdf',
    );
    const long = `${'Lot description '.repeat(7)}end.`;
    expect(deriveFileName({ description: long, format: pdf }, CF_ATTACHMENT)).not.toMatch(
      /\.\.pdf$|\s\.pdf$/,
    );
    expect(deriveFileName({ description: '...', format: pdf }, CF_ATTACHMENT)).toBe('Document.pdf');
  });

  it('makes names unique within an opportunity', () => {
    expect(makeFileNamesUnique(['a.pdf', 'A.pdf', null, 'a.pdf', 'b'])).toEqual([
      'a.pdf',
      'A (2).pdf',
      null,
      'a (3).pdf',
      'b',
    ]);
  });

  it('reads no file name from portal links', () => {
    expect(fileNameFromUrl('https://in-tendhost.co.uk/birminghamcc/aspx/')).toBeNull();
    expect(fileNameFromUrl('not a url.pdf')).toBeNull();
  });
});

describe('mapDocuments', () => {
  it('splits attachments from Apply Online links and skips notice pages and URL-less entries', () => {
    const documents = mapDocuments(
      {
        tender: {
          documents: [
            {
              id: '1',
              documentType: 'tenderNotice',
              url: 'https://www.find-tender.service.gov.uk/Notice/083563-2026',
              format: 'text/html',
            },
            {
              id: '2',
              documentType: 'biddingDocuments',
              url: 'https://in-tendhost.co.uk/x/aspx/Tenders/Current',
            },
            { id: '3', documentType: 'conflictOfInterest', description: 'Not published' },
            { id: '4', url: CF_ATTACHMENT, format: 'application/pdf', description: 'n/a' },
          ],
        },
        awards: [
          { documents: [{ id: '1', url: 'https://in-tendhost.co.uk/x/aspx/Tenders/Current' }] },
        ],
      },
      'FTS',
    );
    expect(documents.map((d) => [d.document_type, d.url, d.true_filename])).toEqual([
      ['other', 'https://in-tendhost.co.uk/x/aspx/Tenders/Current', null],
      ['attachment', CF_ATTACHMENT, 'Document.pdf'],
    ]);
    expect(isAttachment({ format: 'text/html' }, 'https://example.org/page')).toBe(false);
  });

  it("keeps another portal's link to its Find a Tender notice, under one label", () => {
    const cfNotice =
      'https://www.contractsfinder.service.gov.uk/Notice/fc69005c-e7ad-497c-ac5b-30ad2c8f4228';
    const documents = mapDocuments(
      {
        planning: {
          documents: [
            { id: '1', documentType: 'marketEngagementNotice', url: cfNotice, format: 'text/html' },
            {
              id: '2',
              description: 'Find a Tender Prior Information Notice',
              url: 'https://www.find-tender.service.gov.uk/Notice/029846-2022?',
            },
          ],
        },
        awards: [
          {
            documents: [
              {
                id: '1',
                documentType: 'awardNotice',
                url: 'http://find-tender.service.gov.uk/Notice/031200-2022/',
              },
              { id: '2', url: 'https://www.find-tender.service.gov.uk/Notice/029846-2022' },
            ],
          },
        ],
      },
      'ContractsFinder',
    );
    expect(documents.map((d) => [d.document_type, d.url, d.title])).toEqual([
      ['other', 'https://www.find-tender.service.gov.uk/Notice/029846-2022', ALSO_ON_FIND_A_TENDER],
      ['other', 'https://www.find-tender.service.gov.uk/Notice/031200-2022', ALSO_ON_FIND_A_TENDER],
    ]);
  });
});
