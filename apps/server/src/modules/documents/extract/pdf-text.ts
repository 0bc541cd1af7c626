import { getDocumentProxy } from 'unpdf';
import { ExtractError, type ExtractLimits } from './extract-limits';

/** The text of each page of a PDF (unpdf: PDF.js built for servers, no canvas or worker). */
export async function readPdfPages(bytes: Uint8Array, limits: ExtractLimits): Promise<string[]> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js takes ownership of the buffer it is given, so it gets a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, verbosity: 0 });
  } catch (error) {
    const reason =
      (error as Error)?.name === 'PasswordException' ? 'password protected' : 'damaged';
    throw new ExtractError(`not a readable PDF (${reason})`);
  }
  try {
    const pages: string[] = [];
    const count = Math.min(pdf.numPages, limits.maxPdfPages);
    for (let pageNo = 1; pageNo <= count; pageNo += 1) {
      const page = await pdf.getPage(pageNo);
      const content = await page.getTextContent();
      // Items end a line with hasEOL; joining them so keeps words apart and lines as lines.
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
      page.cleanup();
    }
    return pages;
  } catch {
    throw new ExtractError('not a readable PDF (a page could not be read)');
  } finally {
    await pdf.destroy();
  }
}
