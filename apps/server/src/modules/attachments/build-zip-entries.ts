import { fileNameFromContentDisposition } from '@wac/contract';
import type { DocumentRow } from '../opportunities';
import {
  createUniqueNamer,
  fileNameFromUrl,
  sanitiseFileName,
  withExtension,
} from './attachment-names';
import type { ZipEntry } from './attachments-zip';
import type { FetchedAttachment } from './fetch-attachment';

/** The best name we have: the notice's own file name, the server's, the URL's, the title. */
function chooseName(document: DocumentRow, result: FetchedAttachment, position: number): string {
  const fromResponse = result.ok ? fileNameFromContentDisposition(result.contentDisposition) : null;
  const candidates = [
    document.true_filename,
    fromResponse,
    fileNameFromUrl(document.url),
    document.title,
  ];
  const name =
    candidates.map((candidate) => (candidate ? sanitiseFileName(candidate) : '')).find(Boolean) ??
    `attachment-${position + 1}`;
  const mimeType = (result.ok ? result.contentType : null) ?? document.format;
  return withExtension(name, mimeType);
}

function describeFailedFile(name: string, url: string, reason: string): string {
  return [
    'This attachment could not be included in the zip.',
    '',
    `File: ${name}`,
    `Link: ${url}`,
    `Reason: ${reason}`,
    '',
    'You can try the link in your browser, or open the original notice on the portal.',
    '',
  ].join('\r\n');
}

/**
 * Zip entries for the fetched attachments, in notice order, with unique names. A failed file
 * becomes `<name> - download failed.txt` explaining why; attachments past the policy's file
 * limit are mentioned in one more note.
 */
export function buildZipEntries(
  documents: DocumentRow[],
  results: FetchedAttachment[],
  totalAttachments: number,
): ZipEntry[] {
  const uniqueName = createUniqueNamer();
  const entries: ZipEntry[] = documents.map((document, position) => {
    const result = results[position]!;
    const name = chooseName(document, result, position);
    if (result.ok) return { kind: 'file', name: uniqueName(name), filePath: result.filePath };
    return {
      kind: 'note',
      name: uniqueName(`${name} - download failed.txt`),
      text: describeFailedFile(name, document.url, result.reason),
    };
  });
  const leftOut = totalAttachments - documents.length;
  if (leftOut > 0) {
    entries.push({
      kind: 'note',
      name: uniqueName('More attachments.txt'),
      text: `This opportunity has ${totalAttachments} attachments; the zip holds the first ${documents.length}.\r\nThe other ${leftOut} are listed on the opportunity page.\r\n`,
    });
  }
  return entries;
}
