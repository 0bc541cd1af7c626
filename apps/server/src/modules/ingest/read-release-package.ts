import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { ParsedPackage } from './ocds-types';
import { type ParseOptions, ReleasePackageParser } from './parse-release-package';

/** A response body longer than the configured maximum: never read past it. */
export class ResponseTooLargeError extends Error {
  override name = 'ResponseTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`response larger than ${formatMegabytes(maxBytes)}`);
  }
}

export const formatMegabytes = (bytes: number) =>
  `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export type ReadPackage = ParsedPackage & { bytes: number };

/**
 * Parsing is synchronous JavaScript: a network chunk can be a megabyte, which would hold the
 * event loop (and every API request) for a long moment. Slices this big, with a turn of the event
 * loop between them, keep each pause to a few milliseconds.
 */
const PARSE_SLICE_BYTES = 64 * 1024;

/**
 * Parses a release package while it downloads, chunk by chunk, so memory holds the releases
 * kept so far and never the whole body. Gives up, cancelling the download, as soon as the body
 * passes `maxBytes` (at once when `content-length` already says so) or stops being JSON.
 * Throws ResponseTooLargeError, BrokenPageError or the network error.
 */
export async function readReleasePackage(
  response: Response,
  maxBytes: number,
  options: ParseOptions = {},
): Promise<ReadPackage> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ResponseTooLargeError(maxBytes);
  }
  const parser = new ReleasePackageParser(options);
  let bytes = 0;
  if (response.body) {
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        if (bytes > maxBytes) throw new ResponseTooLargeError(maxBytes);
        for (let start = 0; start < value.length; start += PARSE_SLICE_BYTES) {
          parser.write(value.subarray(start, start + PARSE_SLICE_BYTES));
          await yieldToEventLoop();
        }
      }
    } catch (error) {
      await reader.cancel().catch(() => undefined);
      throw error;
    }
  }
  return { ...parser.end(), bytes };
}
