import { extractFile } from '../../src/modules/documents/extract/extract-file';
import { DEFAULT_EXTRACT_LIMITS } from '../../src/modules/documents/extract/extract-limits';
import { buildDocx, buildPdf, buildXlsx } from '../../test/helpers/tender-documents';

const PARAGRAPH =
  'The contractor shall provide gully emptying, verge cutting and culvert inspection across the ' +
  'county network, with records kept in the asset system and defects reported within 24 hours. ';

/** Pages read per second over a mix of generated PDFs (20 pages each), DOCX and XLSX files. */
export async function measureExtractionRate(files: number) {
  const inputs: { name: string; bytes: Buffer }[] = [];
  for (let index = 0; index < files; index += 1) {
    const kind = index % 5;
    if (kind < 3) {
      const pages = Array.from(
        { length: 20 },
        (_, page) => `Page ${page + 1}. ${PARAGRAPH.repeat(12)}`,
      );
      inputs.push({ name: `vol-${index}.pdf`, bytes: await buildPdf(pages) });
    } else if (kind === 3) {
      inputs.push({
        name: `spec-${index}.docx`,
        bytes: await buildDocx(Array(40).fill(PARAGRAPH)),
      });
    } else {
      const rows = Array.from({ length: 200 }, (_, row) => [
        `Item ${row}`,
        PARAGRAPH.slice(0, 60),
        row,
      ]);
      inputs.push({
        name: `prices-${index}.xlsx`,
        bytes: await buildXlsx({ Rates: rows, Notes: rows }),
      });
    }
  }
  let pages = 0;
  const started = performance.now();
  for (const input of inputs) {
    const result = await extractFile(input.bytes, input.name, DEFAULT_EXTRACT_LIMITS);
    if (result.status === 'extracted') pages += result.pages.length;
  }
  const seconds = (performance.now() - started) / 1000;
  return { files: inputs.length, pages, seconds, pagesPerSecond: pages / seconds };
}
