import { Utf8Body } from './body-decoder';
import { asObject, asStringArray, asText, isObject } from './json-values';
import type { OcdsRelease, ParsedPackage } from './ocds-types';
import { parseJsonWithRepair } from './repair-json';
import { decodeBody, repairMojibake } from './repair-text';
import { PROACTIS_SOURCES, sourceFromOcid } from './source-systems';

/** A page whose body cannot be used even after repair (truncated, HTML, not a package). */
export class BrokenPageError extends Error {
  override name = 'BrokenPageError';
}

/** A well-formed body of another shape than a release package (an error object, a record). */
class NotAPackageError extends BrokenPageError {}

export type ParseOptions = {
  /**
   * A package object without a `releases` key is an empty answer, not a broken one: Public
   * Contracts Scotland and Sell2Wales answer so for a month and notice type with no notices.
   */
  missingReleasesIsEmpty?: boolean;
  /**
   * A file saved by hand (`--file`): a record package (its records' releases) or one bare
   * release is read too. A portal answer of those shapes is still a broken page.
   */
  isSavedFile?: boolean;
};

/**
 * A stable id for a release that has none. Public Contracts Scotland's 2019 releases carry no
 * `id`; one process publishes at most one notice of a kind a day, so ocid + date + tags key it,
 * and the same release read twice gets the same id.
 */
export function deriveReleaseId(ocid: string, release: Record<string, unknown>): string | null {
  const date = asText(release.date);
  if (!date) return null;
  const tags = asStringArray(release.tag);
  return `${ocid}-${date}-${tags.length > 0 ? tags.join('+') : 'release'}`;
}

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const isWhitespace = (byte: number) =>
  byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * Parses a release package as its bytes arrive, holding one release at a time, however long the
 * page. A byte scan follows the package's outline (strings, nesting, the top-level keys) and cuts
 * out each element of `releases` and the `links` object; each is then parsed on its own by
 * `JSON.parse` (repairing the portal's invalid numbers when it fails) and its text repaired.
 * Chunks may be cut anywhere. Bytes are made UTF-8 first (Windows-1252 bodies are converted).
 * A bare array of releases is accepted for saved files. Releases without an ocid are dropped and
 * counted, because they cannot be keyed; so are releases without an id, except those of the
 * portals known to omit it (PCS, Sell2Wales), which get a derived one. `end()` returns the page or throws
 * BrokenPageError; `write` throws it as soon as the body cannot be a package (an HTML page).
 * ADR 0061 says why this is not a general streaming JSON parser.
 */
export class ReleasePackageParser {
  private readonly body = new Utf8Body();
  private readonly releases: OcdsRelease[] = [];
  private droppedReleases = 0;
  private nextUrl: string | null = null;
  private rootKind: 'package' | 'array' | null = null;
  private isRootClosed = false;
  private hasReleasesKey = false;
  private depth = 0;
  private isInString = false;
  private isEscaped = false;
  /** The text of the string being read at depth 1 (a key of the package), else null. */
  private keyText: string | null = null;
  private lastKey: string | null = null;
  private isAfterColon = false;
  /** The depth whose elements are releases (inside the `releases` array), else -1. */
  private releasesDepth = -1;
  /** The value being cut out: a release, or the `links` object. */
  private capture: { kind: 'release' | 'links'; parts: Uint8Array[]; depth: number } | null = null;
  private isInDroppedElement = false;

  constructor(private readonly options: ParseOptions = {}) {}

  write(bytes: Uint8Array): void {
    this.scan(this.body.write(bytes));
  }

  end(): ParsedPackage {
    this.scan(this.body.end());
    if (this.rootKind === null) throw new BrokenPageError('empty body');
    if (!this.isRootClosed) throw new BrokenPageError('invalid JSON: body ends early');
    if (
      this.rootKind === 'package' &&
      !this.hasReleasesKey &&
      !this.options.missingReleasesIsEmpty
    ) {
      throw new NotAPackageError('body is not a release package');
    }
    return {
      releases: this.releases,
      nextUrl: this.nextUrl,
      droppedReleases: this.droppedReleases,
    };
  }

  private scan(bytes: Uint8Array) {
    let captureFrom = 0;
    for (let index = 0; index < bytes.length; index += 1) {
      if (this.isInString) {
        index = this.skipString(bytes, index);
        continue;
      }
      const byte = bytes[index];
      if (isWhitespace(byte)) continue;
      if (this.isRootClosed) throw new BrokenPageError('invalid JSON: text after the package');
      const isValueStart = this.isAfterColon;
      this.isAfterColon = false;
      if (this.isInDroppedElement && (byte === COMMA || byte === CLOSE_BRACKET)) {
        this.isInDroppedElement = false;
        this.droppedReleases += 1;
      }
      if (this.rootKind === null) this.startRoot(byte);
      else if (this.startsElement(byte)) {
        if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
          this.capture = { kind: 'release', parts: [], depth: this.depth };
          captureFrom = index;
        } else this.isInDroppedElement = true;
      } else if (isValueStart && this.depth === 1) {
        if (this.lastKey === 'releases' && byte !== OPEN_BRACKET) {
          throw new BrokenPageError('releases is not an array');
        }
        if (this.lastKey === 'links' && byte === OPEN_BRACE) {
          this.capture = { kind: 'links', parts: [], depth: this.depth };
          captureFrom = index;
        }
      }
      if (byte === QUOTE) {
        this.isInString = true;
        // At the top of a package, a string that is not a value is a key.
        if (this.depth === 1 && this.rootKind === 'package' && !isValueStart) this.keyText = '';
      } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (isValueStart && this.depth === 1 && this.lastKey === 'releases') {
          this.releasesDepth = 2;
        }
        this.depth += 1;
      } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        this.closeContainer();
        if (this.capture && this.depth === this.capture.depth) {
          this.capture.parts.push(bytes.subarray(captureFrom, index + 1));
          this.finishCapture();
        }
      } else if (byte === COLON && this.depth === 1) {
        this.isAfterColon = true;
        if (this.lastKey === 'releases') this.hasReleasesKey = true;
      }
    }
    if (this.capture) this.capture.parts.push(bytes.subarray(captureFrom));
  }

  /**
   * Moves through string content from `start`; returns the index of its closing quote (the loop
   * steps past it) or the last index of the chunk. Most of a page is string content, so this is
   * the hot loop: locals only.
   */
  private skipString(bytes: Uint8Array, start: number): number {
    let isEscaped = this.isEscaped;
    let index = start;
    for (; index < bytes.length; index += 1) {
      const byte = bytes[index];
      if (isEscaped) isEscaped = false;
      else if (byte === BACKSLASH) isEscaped = true;
      else if (byte === QUOTE) break;
    }
    this.isEscaped = isEscaped;
    // Keys are short: only they are collected, never a value's text.
    if (this.keyText !== null && this.keyText.length < 64) {
      this.keyText += Buffer.from(bytes.subarray(start, index)).toString('latin1');
    }
    if (index === bytes.length) return index;
    this.isInString = false;
    if (this.keyText !== null) {
      this.lastKey = this.keyText;
      this.keyText = null;
    }
    return index;
  }

  private startRoot(byte: number) {
    if (byte === OPEN_BRACE) this.rootKind = 'package';
    else if (byte === OPEN_BRACKET) {
      this.rootKind = 'array';
      this.releasesDepth = 1;
    } else throw new BrokenPageError('body is not a release package');
  }

  /** True at the first byte of an element of the releases array. */
  private startsElement(byte: number): boolean {
    return (
      this.depth === this.releasesDepth &&
      this.capture === null &&
      !this.isInDroppedElement &&
      byte !== COMMA &&
      byte !== CLOSE_BRACKET
    );
  }

  private closeContainer() {
    this.depth -= 1;
    if (this.depth < 0) throw new BrokenPageError('invalid JSON: unbalanced brackets');
    if (this.depth < this.releasesDepth) this.releasesDepth = -1;
    if (this.depth === 0) this.isRootClosed = true;
  }

  private finishCapture() {
    const capture = this.capture;
    this.capture = null;
    if (!capture) return;
    const value = parseValue(Buffer.concat(capture.parts).toString('utf8'));
    if (capture.kind === 'links') this.nextUrl = asText(asObject(value).next);
    else this.keepRelease(repairValue(value));
  }

  private keepRelease(item: unknown) {
    if (!collectRelease(item, this.releases)) this.droppedReleases += 1;
  }
}

/** Adds `item` to `releases` keyed by ocid and id (derived where a portal omits it); false if it cannot be. */
function collectRelease(item: unknown, releases: OcdsRelease[]): boolean {
  const ocid = isObject(item) ? asText(item.ocid) : null;
  const id = isObject(item) ? (asText(item.id) ?? derivedId(ocid, item)) : null;
  if (!isObject(item) || !ocid || !id) return false;
  if (item.ocid === ocid && item.id === id) releases.push(item as OcdsRelease);
  else releases.push({ ...item, ocid, id });
  return true;
}

function derivedId(ocid: string | null, release: Record<string, unknown>): string | null {
  const source = ocid ? sourceFromOcid(ocid) : null;
  if (!ocid || !source || !PROACTIS_SOURCES.includes(source)) return null;
  return deriveReleaseId(ocid, release);
}

function parseValue(text: string): unknown {
  try {
    return parseJsonWithRepair(text);
  } catch (error) {
    throw new BrokenPageError(`invalid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** Strings with mojibake repaired and numbers JSON cannot hold (an overflow) turned to null. */
function repairValue(value: unknown): unknown {
  if (typeof value === 'string') return repairMojibake(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) value[index] = repairValue(value[index]);
    return value;
  }
  if (isObject(value)) {
    for (const key of Object.keys(value)) value[key] = repairValue(value[key]);
  }
  return value;
}

/** Parses a whole body at once (saved files, tests): the same steps as while downloading. */
export function parseReleasePackage(
  body: Uint8Array | string,
  options: ParseOptions = {},
): ParsedPackage {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const parser = new ReleasePackageParser(options);
  try {
    parser.write(bytes);
    return parser.end();
  } catch (error) {
    if (!options.isSavedFile || !(error instanceof NotAPackageError)) throw error;
    return parseOtherShapes(bytes);
  }
}

/**
 * A saved file that is not a release package: a record package (the records' `releases`) or a
 * single release. Read whole: it is a local file, already in memory.
 */
function parseOtherShapes(bytes: Uint8Array): ParsedPackage {
  const json = parseValue(repairMojibake(decodeBody(bytes)));
  let items: unknown[] | undefined;
  if (isObject(json) && Array.isArray(json.records)) {
    items = json.records.flatMap((record) =>
      isObject(record) && Array.isArray(record.releases) ? record.releases : [],
    );
  } else if (isObject(json) && typeof json.ocid === 'string') items = [json];
  if (!items) throw new BrokenPageError('body is not a release package');
  const releases: OcdsRelease[] = [];
  let droppedReleases = 0;
  for (const item of items) {
    if (!collectRelease(repairValue(item), releases)) droppedReleases += 1;
  }
  return { releases, nextUrl: null, droppedReleases };
}
