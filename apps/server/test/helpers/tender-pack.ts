import type { ServedFile } from './document-server';
import {
  BROKEN_PDF,
  buildDocx,
  buildPdf,
  buildScannedPdf,
  buildXlsx,
  buildZip,
  buildZipBomb,
} from './tender-documents';

const pad = (pages: number, last: string) =>
  Array.from({ length: pages }, (_, index) =>
    index === pages - 1 ? last : `General conditions, section ${index + 1}.`,
  );

/**
 * A tender pack as a portal serves it: the words each test searches for sit on known pages of
 * known files (a PDF's page 3, a DOCX, an XLSX's second sheet, a PDF inside a zip inside a zip),
 * beside a zip bomb, a broken PDF and a scan.
 */
export async function buildTenderPack(): Promise<Record<string, ServedFile>> {
  const volume2 = await buildPdf(pad(3, 'Bidders must hold Cyber Essentials Plus certification.'));
  const inner = buildZip({
    'Appendix/Drainage Survey.pdf': await buildPdf(pad(2, 'Culvert inspection by CCTV crawler.')),
  });
  return {
    '/pack/ITT Volume 2.pdf': { body: volume2, contentType: 'application/pdf', etag: '"v2-1"' },
    '/pack/Specification.docx': {
      body: await buildDocx(['Scope of works', 'Arboricultural surveys of veteran oaks.']),
    },
    '/pack/Pricing.xlsx': {
      body: await buildXlsx({ Summary: [['Lot', 'Total']], Rates: [['Hydroseeding per m2', 3]] }),
    },
    '/pack/Drawings.zip': { body: buildZip({ 'inner.zip': inner }) },
    '/pack/bomb.zip': { body: buildZipBomb() },
    '/pack/broken.pdf': { body: BROKEN_PDF, contentType: 'application/pdf' },
    '/pack/scan.pdf': { body: await buildScannedPdf(2), contentType: 'application/pdf' },
  };
}
