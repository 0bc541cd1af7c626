/**
 * CSV export (ADR 0093): the current search, every page up to a tier's row limit, and the
 * favourites list. The one definition of the limits: the server enforces them, the pricing
 * table states them.
 */

/** Rows a search export may hold per tier; 0 = searches cannot be exported on that plan. */
export const CSV_EXPORT_ROW_LIMITS: Readonly<Record<string, number>> = {
  free: 0,
  premium: 1_000,
  professional: 10_000,
  enterprise: 100_000,
};
/** Any paid tier the table does not name gets the largest limit: an export is never unbounded. */
export const CSV_EXPORT_MAX_ROWS = 100_000;

export function getCsvExportRowLimit(tier: string | null | undefined): number {
  const name = tier ?? 'free';
  return CSV_EXPORT_ROW_LIMITS[name] ?? CSV_EXPORT_MAX_ROWS;
}

export const CSV_EXPORT_UPGRADE_DETAIL =
  'Exporting searches to CSV is part of our paid plans. Upgrade to download your searches.';

/** Where the two exports are served (GET, signed in; the search one takes the search's query). */
export const SEARCH_EXPORT_PATH = '/api/search/export.csv';
export const FAVOURITES_EXPORT_PATH = '/api/favourites/export.csv';

/** The header row of every export, in column order. */
export const CSV_EXPORT_COLUMNS = [
  'WAC ID',
  'Title',
  'Status',
  'Buyer',
  'Supplier',
  'Stage',
  'Source',
  'Value',
  'Currency',
  'Published',
  'Tender deadline',
  'CPV code',
  'CPV label',
  'Notice URL',
  'WAC page',
  'Description',
] as const;

/** `wac-search-2026-03-14.csv`: the download's name (UK date of the export). */
export function buildCsvExportFileName(kind: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now);
  return `wac-${kind}-${day}.csv`;
}
