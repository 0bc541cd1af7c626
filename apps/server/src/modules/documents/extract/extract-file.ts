import { unzipSync } from 'fflate';
import { type DocumentKind, detectKind } from './detect-kind';
import { ExtractError, type ExtractLimits } from './extract-limits';
import { readHtmlPages, readOdfPages, readTextPages } from './markup-text';
import { readDocxPages, readXlsxPages } from './office-text';
import { readPdfPages } from './pdf-text';
import { readZipMembers, type ZipMember } from './zip-entries';

export type Extraction =
  | { status: 'extracted'; kind: DocumentKind; pages: string[] }
  | { status: 'zip'; members: ZipMember[] }
  | { status: 'no_text_scanned'; pages: string[] }
  | { status: 'failed'; reason: string };

/**
 * An office file is a zip too: its declared sizes and ratios pass the same bomb checks before
 * mammoth, exceljs or the ODF reader inflate it (they would inflate whatever it claims).
 */
function checkOfficeZip(bytes: Uint8Array, limits: ExtractLimits): void {
  let total = 0;
  unzipSync(bytes, {
    filter: (file) => {
      total += file.originalSize;
      if (
        total > limits.maxZipTotalBytes ||
        (file.size > 0 && file.originalSize / file.size > limits.maxZipRatio)
      ) {
        throw new ExtractError('the file unpacks to more than the size limit (a zip bomb?)');
      }
      return false;
    },
  });
}

async function readPages(bytes: Uint8Array, kind: DocumentKind, limits: ExtractLimits) {
  if (kind !== 'pdf' && kind !== 'html' && kind !== 'txt') checkOfficeZip(bytes, limits);
  switch (kind) {
    case 'pdf':
      return readPdfPages(bytes, limits);
    case 'docx':
      return readDocxPages(bytes);
    case 'xlsx':
      return readXlsxPages(bytes);
    case 'odt':
    case 'ods':
      return readOdfPages(bytes, kind);
    case 'html':
      return readHtmlPages(bytes);
    default:
      return readTextPages(bytes);
  }
}

// Postgres text cannot hold NUL; other control characters are kept as they are harmless.
const clean = (text: string, limits: ExtractLimits) =>
  text.replaceAll(String.fromCharCode(0), '').slice(0, limits.maxPageChars);

/**
 * One file's text per page, or the files inside it (a zip), or why not. Never throws: a bad file
 * is a reason recorded beside it, and the job moves on.
 */
export async function extractFile(
  bytes: Uint8Array,
  fileName: string,
  limits: ExtractLimits,
): Promise<Extraction> {
  const kind = detectKind(bytes, fileName);
  if (kind === null) return { status: 'failed', reason: 'not a format we read' };
  try {
    if (kind === 'zip') return { status: 'zip', members: readZipMembers(bytes, limits) };
    const pages = (await readPages(bytes, kind, limits)).map((page) => clean(page, limits));
    // A PDF of page images has pages but no words: say so rather than "extracted, empty".
    if (kind === 'pdf' && pages.length > 0 && pages.every((page) => page.trim() === '')) {
      return { status: 'no_text_scanned', pages: [] };
    }
    return { status: 'extracted', kind, pages };
  } catch (error) {
    if (error instanceof ExtractError) return { status: 'failed', reason: error.message };
    return { status: 'failed', reason: `not a readable ${kind.toUpperCase()} file` };
  }
}
