import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

/** A PDF with one page per text, written by pdfkit (a real text layer, as a portal's PDFs have). */
export function buildPdf(pageTexts: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: true });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (const text of pageTexts) {
    doc.addPage();
    doc.fontSize(11).text(text);
  }
  doc.end();
  return done;
}

/** A PDF of drawings only: what a scanned page looks like to a text extractor. */
export function buildScannedPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (let page = 0; page < pages; page += 1) {
    doc.addPage();
    doc.rect(50, 50, 400, 600).fill('#555555');
  }
  doc.end();
  return done;
}

export async function buildDocx(paragraphs: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [{ children: paragraphs.map((text) => new Paragraph({ text })) }],
  });
  return Packer.toBuffer(doc);
}

/** A workbook with one sheet per entry, each row an array of cells. */
export async function buildXlsx(sheets: Record<string, (string | number)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function buildZip(files: Record<string, Uint8Array>): Buffer {
  return Buffer.from(zipSync(files, { level: 6 }));
}

/** A zip whose one entry inflates from ~50 KB to 50 MB of zeros. */
export function buildZipBomb(): Buffer {
  return buildZip({ 'huge.txt': new Uint8Array(50 * 1024 * 1024) });
}

export const BROKEN_PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>>\ngarbage');
