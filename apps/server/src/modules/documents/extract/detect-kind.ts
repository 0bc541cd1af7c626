import { unzipSync } from 'fflate';

export type DocumentKind = 'pdf' | 'docx' | 'xlsx' | 'odt' | 'ods' | 'html' | 'txt' | 'zip';

const startsWith = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes.subarray(0, text.length)).toString('latin1') === text;

/** The names inside a zip (central directory only: nothing is inflated). */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return [];
  }
  return names;
}

function officeKind(bytes: Uint8Array): DocumentKind {
  const names = new Set(zipEntryNames(bytes));
  if (names.has('word/document.xml')) return 'docx';
  if (names.has('xl/workbook.xml')) return 'xlsx';
  if (names.has('content.xml') && names.has('mimetype')) {
    const entry = unzipSync(bytes, { filter: (file) => file.name === 'mimetype' }).mimetype;
    const mimetype = entry ? Buffer.from(entry).toString('latin1') : '';
    if (mimetype.includes('opendocument.spreadsheet')) return 'ods';
    if (mimetype.includes('opendocument.text')) return 'odt';
  }
  return 'zip';
}

/**
 * What a file is, from its bytes first (a portal's media type and file name are often wrong:
 * "application/octet-stream", "download.aspx"), then from its name for plain text formats.
 * Null: a format we do not read (images, old binary Office files).
 */
export function detectKind(bytes: Uint8Array, fileName: string): DocumentKind | null {
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, 'PK\u0003\u0004') || startsWith(bytes, 'PK\u0005\u0006')) {
    return officeKind(bytes);
  }
  const name = fileName.toLowerCase();
  const head = Buffer.from(bytes.subarray(0, 512)).toString('utf8').trimStart().toLowerCase();
  if (/\.html?$/.test(name) || head.startsWith('<!doctype html') || head.startsWith('<html')) {
    return 'html';
  }
  if (/\.(txt|csv|md)$/.test(name)) return 'txt';
  return null;
}
