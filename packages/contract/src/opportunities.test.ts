import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition';
import { buildAttachmentsZipName, extensionForMimeType } from './opportunities';

describe('attachment helpers', () => {
  it('names the zip after the opportunity', () => {
    expect(buildAttachmentsZipName('WAC-7K3M9Q2PXZ')).toBe(
      'opportunity_WAC-7K3M9Q2PXZ_attachments.zip',
    );
  });

  it('reads Content-Disposition, preferring the UTF-8 name', () => {
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`,
      ),
    ).toBe('été.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="Tender \\"pack\\".zip"')).toBe(
      'Tender "pack".zip',
    );
    expect(fileNameFromContentDisposition('inline; filename=plain.txt')).toBe('plain.txt');
    expect(
      fileNameFromContentDisposition('attachment; filename="opportunity_WAC-1_attachments.zip"'),
    ).toBe('opportunity_WAC-1_attachments.zip');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });

  it('maps MIME types to extensions, ignoring parameters and case', () => {
    expect(extensionForMimeType('application/PDF; charset=binary')).toBe('pdf');
    expect(
      extensionForMimeType(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('docx');
    expect(extensionForMimeType('application/x-unknown')).toBeNull();
    expect(extensionForMimeType(null)).toBeNull();
  });
});
