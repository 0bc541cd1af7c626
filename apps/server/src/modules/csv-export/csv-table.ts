import { stringify } from 'csv-stringify/sync';

/** Cells a spreadsheet would read as a formula (OWASP CSV injection), after the guard's `'`. */
const FORMULA_START = /^'?[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A small table (a few thousand rows at most) as one CSV text, written as every export is
 * (ADRs 0093, 0151, and createCsvWriter in csv-rows.ts): UTF-8 with a BOM, CRLF records, every
 * line break quoted, and cells that would start a formula guarded with a leading `'`.
 */
export function toCsvTable(columns: readonly string[], rows: (string | number)[][]): string {
  return stringify(rows, {
    bom: true,
    header: true,
    columns: [...columns],
    escape_formulas: true,
    quoted_match: FORMULA_START,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
  });
}
