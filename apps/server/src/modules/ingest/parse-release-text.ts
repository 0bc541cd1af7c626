import { isObject } from './json-values';
import { repairJsonText } from './repair-json';
import { mayHoldMojibake, noteIfEntityFree, repairMojibake } from './repair-text';

/** Text that stays invalid JSON after the repair of the portals' numbers. */
export class InvalidJsonError extends Error {
  override name = 'InvalidJsonError';
}

// 1.8e308 is the largest double: a number token with more digits, or with an exponent, may
// overflow to Infinity when parsed.
const MAX_FINITE_DIGITS = 308;

/**
 * Watches the bytes outside strings (numbers, punctuation, literals) of one JSON value as a scan
 * passes them, and says whether a number in it may overflow. The scan sees those bytes anyway,
 * so this replaces a regular-expression pass over each release's text.
 */
export class OverflowWatch {
  private digits = 0;
  mayOverflow = false;

  reset(): void {
    this.digits = 0;
    this.mayOverflow = false;
  }

  see(byte: number): void {
    if (byte >= 0x30 && byte <= 0x39) {
      this.digits += 1;
      if (this.digits > MAX_FINITE_DIGITS) this.mayOverflow = true;
      return;
    }
    // `e` / `E` right after a digit: an exponent.
    if ((byte === 0x65 || byte === 0x45) && this.digits > 0) this.mayOverflow = true;
    this.digits = 0;
  }
}

/**
 * One release's UTF-8 JSON (cut out of a package by the scan) to its value: parsed as is, the
 * portals' invalid numbers repaired only when JSON.parse rejects it; then mojibake repaired in
 * every string and overflowing numbers turned to null. That walk over the whole value is skipped
 * when it cannot change anything: no mojibake lead character in the text (`mayHoldMojibake`),
 * no number that may overflow (`mayOverflow`, from the scan) and no repaired number.
 */
export function parseReleaseText(utf8: Uint8Array, mayOverflow: boolean): unknown {
  // The scan's cut of a Buffer is a Buffer already: no second view per release.
  const bytes = Buffer.isBuffer(utf8)
    ? utf8
    : Buffer.from(utf8.buffer, utf8.byteOffset, utf8.byteLength);
  const text = bytes.toString('utf8');
  let value: unknown;
  let wasRepaired = false;
  try {
    value = JSON.parse(text);
  } catch {
    wasRepaired = true;
    try {
      value = JSON.parse(repairJsonText(text));
    } catch (error) {
      throw new InvalidJsonError((error as Error).message, { cause: error });
    }
  }
  // The mojibake repair turns multi-byte sequences into characters, never into an `&`.
  const release =
    wasRepaired || mayOverflow || mayHoldMojibake(bytes, text) ? repairValue(value) : value;
  noteIfEntityFree(release, text);
  return release;
}

/** Strings with mojibake repaired and numbers JSON cannot hold (an overflow) turned to null. */
export function repairValue(value: unknown): unknown {
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
