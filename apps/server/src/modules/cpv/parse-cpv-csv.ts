import { type CpvLabel, normaliseCpvCode } from './cpv-code';

/** Splits CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows.filter((fields) => fields.some((value) => value.trim() !== ''));
}

/**
 * The official CPV list (`code,description`, codes with check digit such as `45000000-7`) as
 * 8-digit codes and labels. Rows whose code is not a CPV code (the header) are left out.
 */
export function parseCpvCsv(text: string): CpvLabel[] {
  return parseCsv(text.replace(/^\ufeff/, '')).flatMap(([code, label]) => {
    const normalised = normaliseCpvCode(code);
    const trimmed = label?.trim() ?? '';
    return normalised && trimmed ? [{ code: normalised, label: trimmed }] : [];
  });
}
