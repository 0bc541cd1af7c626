import { describe, expect, it } from 'vitest';
import {
  createUniqueNamer,
  fileNameFromUrl,
  sanitiseFileName,
  shouldCompress,
  withExtension,
} from './attachment-names';

describe('attachment names', () => {
  it('makes names safe for any file system and keeps the extension when shortening', () => {
    expect(sanitiseFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(sanitiseFileName('  Spec: "v2" <final>?.pdf  ')).toBe('Spec_ _v2_ _final__.pdf');
    expect(sanitiseFileName('tab\there\u0000.docx')).toBe('tabhere.docx');
    const long = sanitiseFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('takes a URL segment only when it looks like a file', () => {
    expect(fileNameFromUrl('https://x.gov.uk/docs/Invitation%20to%20Tender.pdf?v=2')).toBe(
      'Invitation to Tender.pdf',
    );
    expect(
      fileNameFromUrl('https://www.contractsfinder.service.gov.uk/Notice/Attachment/1b2c'),
    ).toBeNull();
  });

  it('adds an extension from the MIME type when missing', () => {
    expect(withExtension('Specification', 'application/pdf')).toBe('Specification.pdf');
    expect(withExtension('Specification', 'application/pdf; charset=binary')).toBe(
      'Specification.pdf',
    );
    expect(withExtension('report.docx', 'application/pdf')).toBe('report.docx');
    expect(withExtension('Specification', 'application/x-unknown')).toBe('Specification');
  });

  it('numbers duplicate names, ignoring letter case', () => {
    const unique = createUniqueNamer();
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'b'].map(unique)).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'b',
    ]);
  });

  it('stores already-compressed formats without deflating them again', () => {
    expect(shouldCompress('pack.zip')).toBe(false);
    expect(shouldCompress('form.DOCX')).toBe(false);
    expect(shouldCompress('spec.pdf')).toBe(true);
  });
});
