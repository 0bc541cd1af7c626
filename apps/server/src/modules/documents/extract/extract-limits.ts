const MEGABYTE = 1024 * 1024;

/** What one file's extraction may unpack and read. Tests build smaller ones. */
export type ExtractLimits = {
  /** Uncompressed bytes of all entries of a zip (nested ones included), as the headers declare. */
  maxZipTotalBytes: number;
  /** Uncompressed over compressed size of one entry: beyond this it is taken for a zip bomb. */
  maxZipRatio: number;
  /** Zips inside zips: the outer zip is depth 1. */
  maxZipDepth: number;
  /** Files in a zip, nested ones included. */
  maxZipEntries: number;
  /** Pages read from one PDF; a longer one is read to here and says so. */
  maxPdfPages: number;
  /** Characters kept per page, so one freak page cannot fill the table. */
  maxPageChars: number;
};

// A tender pack zip is tens of megabytes of PDFs and office files, compressing 1.1 to 10 times
// (office XML up to ~50); a bomb compresses thousands of times.
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = {
  maxZipTotalBytes: 200 * MEGABYTE,
  maxZipRatio: 200,
  maxZipDepth: 3,
  maxZipEntries: 500,
  maxPdfPages: 2000,
  maxPageChars: 200_000,
};

/** An expected failure whose message is shown as the file's reason. */
export class ExtractError extends Error {}
