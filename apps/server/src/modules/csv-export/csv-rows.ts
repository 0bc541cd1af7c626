import { Transform } from 'node:stream';
import {
  type AwardValueSummary,
  CSV_EXPORT_COLUMNS,
  describeAwardValues,
  getSourceName,
  getStageLabel,
} from '@wac/contract';
import { type Stringifier, stringify } from 'csv-stringify';
import { buildOpportunityLink } from '../../config/public-base-url';
import { type AwardFactsRow, readAwardFacts } from '../opportunities/award-card-facts';
import {
  type CardFieldRow,
  describeOpportunityStatus,
} from '../opportunities/opportunity-card-fields';

/** One opportunity as an export row reads it (the search card's fields). */
export type ExportRow = CardFieldRow &
  AwardFactsRow & {
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
const FORMULA_START = /^'?[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

// dd/mm/yyyy hh:mm on UK clocks (ADR 0151): what Excel set to English (UK) reads as a date and
// time, and what a reader of UK notices expects; the export's readers are UK bid teams.
const UK_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `28/11/2026 14:05` (UK time), or '' for no date. */
export function formatExportDateTime(date: Date | null): string {
  if (!date) return '';
  const part = Object.fromEntries(
    UK_DATE_TIME.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}

const GROUPED = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/**
 * The Value cell of awarded notices (ADR 0347): one award's value stays a bare number, as before,
 * for a spreadsheet to sum and sort; several awards are the card's words with the amounts
 * grouped ("86,974 to 129,188 (5 awards)"), never the first award's value alone. The currency
 * stays in its own column.
 */
function awardedValueCell(summary: AwardValueSummary): string | number {
  if (summary.award_count <= 1) return summary.min;
  return describeAwardValues(summary, (amount) => GROUPED.format(amount));
}

/**
 * One row's cells: stage, source and status in the words the cards show (ADR 0151); every
 * supplier the awards name, once each and separated by "; " (names hold commas), and the award
 * values' range (ADR 0347); without an award value, the estimate.
 */
function toCells(row: ExportRow, publicBaseUrl: string, now: Date): (string | number)[] {
  const { awardValues, supplierNames } = readAwardFacts(row);
  const value = awardValues ? awardedValueCell(awardValues) : row.value_amount;
  const currency = awardValues ? awardValues.currency : row.value_currency;
  return [
    row.wac_id,
    row.title,
    // The status badge's own words (issue 17's one formatter), as at the export.
    describeOpportunityStatus(row, now),
    row.buyer_name ?? '',
    supplierNames.length > 0 ? supplierNames.join('; ') : (row.supplier_name ?? ''),
    row.stage ? getStageLabel(row.stage) : '',
    getSourceName(row.source_system),
    value ?? '',
    value === null ? '' : (currency ?? 'GBP'),
    formatExportDateTime(row.release_date),
    formatExportDateTime(row.tender_deadline_date),
    row.cpv_code ?? '',
    row.cpv_label ?? '',
    row.notice_url ?? '',
    buildOpportunityLink(publicBaseUrl, row.wac_id),
    (row.description ?? '').slice(0, MAX_CELL_LENGTH),
  ];
}

/**
 * The CSV writer of every export (ADRs 0093, 0151): UTF-8 with a BOM (so Excel reads £ and
 * accents), the header row, CRLF records, every cell with a line break quoted, and portal text
 * guarded against formula injection: a cell starting with = + - @, tab or CR gets a leading `'`
 * and is quoted (csv-stringify's `escape_formulas`). Commas and quotes are quoted (and quotes
 * doubled) by csv-stringify itself.
 */
export function createCsvWriter(): Stringifier {
  return stringify({
    bom: true,
    header: true,
    columns: [...CSV_EXPORT_COLUMNS],
    escape_formulas: true,
    quoted_match: FORMULA_START,
    record_delimiter: 'windows',
    // With a record delimiter set, csv-stringify quotes only cells holding it (`\r\n`): a bare
    // `\n` or `\r` in a description then split the row for Excel. This quotes every line break.
    quote_record_delimiter: true,
  });
}

/** Turns database rows (object mode) into the writer's arrays of cells. */
export function toCsvCells(publicBaseUrl: string, now: Date): Transform {
  return new Transform({
    objectMode: true,
    transform(row: ExportRow, _encoding, done) {
      done(null, toCells(row, publicBaseUrl, now));
    },
  });
}
