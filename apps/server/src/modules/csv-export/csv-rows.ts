import { Transform } from 'node:stream';
import { CSV_EXPORT_COLUMNS } from '@wac/contract';
import { type Stringifier, stringify } from 'csv-stringify';
import {
  type CardFieldRow,
  describeOpportunityStatus,
} from '../opportunities/opportunity-card-fields';

/** One opportunity as an export row reads it (the search card's fields). */
export type ExportRow = CardFieldRow & {
  wac_id: string;
  title: string;
  buyer_name: string | null;
  supplier_name: string | null;
  stage: string | null;
  source_system: string;
  value_amount: number | null;
  value_currency: string | null;
  release_date: Date | null;
  tender_deadline_date: Date | null;
  notice_url: string | null;
  description: string | null;
};

/** Excel keeps at most this many characters in a cell. */
const MAX_CELL_LENGTH = 32_000;
/** Cells a spreadsheet would read as a formula (OWASP CSV injection), after the guard's `'`. */
const FORMULA_START = /^'?[=+\-@\t\r]/;

const isoOrEmpty = (date: Date | null) => (date ? date.toISOString() : '');

function toCells(row: ExportRow, publicBaseUrl: string, now: Date): (string | number)[] {
  return [
    row.wac_id,
    row.title,
    // The status badge's own words (issue 17's one formatter), as at the export.
    describeOpportunityStatus(row, now),
    row.buyer_name ?? '',
    row.supplier_name ?? '',
    row.stage ?? '',
    row.source_system,
    row.value_amount ?? '',
    row.value_amount === null ? '' : (row.value_currency ?? 'GBP'),
    isoOrEmpty(row.release_date),
    isoOrEmpty(row.tender_deadline_date),
    row.cpv_code ?? '',
    row.cpv_label ?? '',
    row.notice_url ?? '',
    `${publicBaseUrl}/opportunity/${encodeURIComponent(row.wac_id)}`,
    (row.description ?? '').slice(0, MAX_CELL_LENGTH),
  ];
}

/**
 * The CSV writer of every export (ADR 0093): UTF-8 with a BOM (so Excel reads £ and accents),
 * the header row, and portal text guarded against formula injection: a cell starting with
 * = + - @, tab or CR gets a leading `'` and is quoted (csv-stringify's `escape_formulas`).
 */
export function createCsvWriter(): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...CSV_EXPORT_COLUMNS],
    escape_formulas: true,
    quoted_match: FORMULA_START,
    record_delimiter: 'windows',
  });
}

/** Turns database rows (object mode) into the writer's arrays of cells. */
export function toCsvCells(publicBaseUrl: string, now: Date): Transform {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return new Transform({
    objectMode: true,
    transform(row: ExportRow, _encoding, done) {
      done(null, toCells(row, base, now));
    },
  });
}
