import { Utf8Body } from './body-decoder';
import { BrokenPageError, NotAPackageError, parseValue } from './broken-page';
import { asObject, asText } from './json-values';
import type { OcdsRelease, ParsedPackage } from './ocds-types';
import { InvalidJsonError, OverflowWatch, parseReleaseText } from './parse-release-text';
import { collectRelease } from './release-keys';
import { parseOtherShapes } from './saved-file-shapes';

export { BrokenPageError } from './broken-page';

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

/** Whether the byte at `index` follows an odd run of backslashes that starts at `from` or later. */
function isEscapedAt(bytes: Uint8Array, index: number, from: number): boolean {
  let backslashes = 0;
  for (let back = index - 1; back >= from && bytes[back] === BACKSLASH; back -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

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
  /** Whether a number of the release being cut out may overflow (see parseReleaseText). */
  private readonly overflowWatch = new OverflowWatch();

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
      if (this.capture !== null && this.depth > this.capture.depth) {
        // Inside a release: only its end matters here; stop at the bracket that closes it.
        index = this.scanCapturedValue(bytes, index);
        if (index === bytes.length) break;
      }
      const byte = bytes[index];
      if (isWhitespace(byte)) continue;
      if (this.isRootClosed) throw new BrokenPageError('invalid JSON: text after the package');
      this.overflowWatch.see(byte);
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
          this.overflowWatch.reset();
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
   * The tight loop over a release's own bytes (most of a page): tracks nesting and strings only,
   * and shows the bytes outside strings to the overflow watch. Returns the index of the bracket
   * that closes the captured value, or the chunk's length when the chunk ends first.
   */
  private scanCapturedValue(bytes: Uint8Array, start: number): number {
    const closingDepth = (this.capture?.depth ?? 0) + 1;
    const watch = this.overflowWatch;
    let depth = this.depth;
    let index = start;
    for (; index < bytes.length; index += 1) {
      const byte = bytes[index];
      if (byte === QUOTE) {
        this.isInString = true;
        index = this.skipString(bytes, index + 1);
        if (this.isInString) break;
        continue;
      }
      watch.see(byte);
      if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
      else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
        if (depth === closingDepth) break;
        depth -= 1;
      }
    }
    this.depth = depth;
    return index;
  }

  /**
   * Moves through string content from `start`; returns the index of its closing quote (the loop
   * steps past it) or the last index of the chunk. Most of a page is string content, so this is
   * the hot loop: the next quote is found by `indexOf` (native), and it closes the string unless
   * an odd run of backslashes precedes it.
   */
  private skipString(bytes: Uint8Array, start: number): number {
    // A backslash that ended the previous chunk escapes this chunk's first byte.
    const from = this.isEscaped ? start + 1 : start;
    let index = bytes.indexOf(QUOTE, from);
    while (index !== -1 && isEscapedAt(bytes, index, from)) index = bytes.indexOf(QUOTE, index + 1);
    if (index === -1) {
      index = bytes.length;
      this.isEscaped = from < index && isEscapedAt(bytes, index, from);
    } else this.isEscaped = false;
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
    const bytes = capture.parts.length === 1 ? capture.parts[0] : Buffer.concat(capture.parts);
    if (capture.kind === 'links') {
      this.nextUrl = asText(asObject(parseValue(Buffer.from(bytes).toString('utf8'))).next);
      return;
    }
    try {
      this.keepRelease(parseReleaseText(bytes, this.overflowWatch.mayOverflow));
    } catch (error) {
      if (!(error instanceof InvalidJsonError)) throw error;
      throw new BrokenPageError(`invalid JSON: ${error.message}`, { cause: error });
    }
  }

  private keepRelease(item: unknown) {
    if (!collectRelease(item, this.releases)) this.droppedReleases += 1;
  }
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
