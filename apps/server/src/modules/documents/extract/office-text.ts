import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { ExtractError } from './extract-limits';

/** A Word document's text as one page: DOCX has no pages until it is laid out. */
export async function readDocxPages(bytes: Uint8Array): Promise<string[]> {
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return [value];
  } catch {
    throw new ExtractError('not a readable Word document');
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/** A workbook as one page per sheet: each row's cells joined by tabs, so a row reads as a line. */
export async function readXlsxPages(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new ExtractError('not a readable Excel workbook');
  }
  return workbook.worksheets.map((sheet) => {
    const lines: string[] = [sheet.name];
    sheet.eachRow((row) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      lines.push(values.map((value) => cellText(value as ExcelJS.CellValue)).join('\t'));
    });
    return lines.join('\n');
  });
}
