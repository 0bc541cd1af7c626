/**
 * Contracts Finder serves some bodies as ISO-8859-1 and some text as mojibake: UTF-8 bytes that
 * were once decoded as Windows-1252 (`Â£131,000,000` for `£131,000,000`, `â€™` for `’`). Both
 * portals also leave HTML entities in plain text (`St Bede&apos;s`, `Roads &amp; Bridges`).
 */
import { decodeHTMLStrict } from 'entities';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

// Windows-1252 characters for bytes 0x80-0x9F; the five undefined bytes decode to C1 controls.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (a superset of ISO-8859-1). */
export function decodeBody(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

// Node's TextDecoder decodes 'windows-1252' as ISO-8859-1 (0x93 stays a C1 control), so the
// 32 bytes where the two differ are mapped here.
export function decodeWindows1252(bytes: Uint8Array): string {
  const chunks: string[] = [];
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const slice = bytes.subarray(start, start + CHUNK);
    let text = '';
    for (const byte of slice) {
      text += byte >= 0x80 && byte < 0xa0 ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
    }
    chunks.push(text);
  }
  return chunks.join('');
}

const BYTE_OF_CHAR = new Map<string, number>();
for (let byte = 0xa0; byte <= 0xff; byte += 1) BYTE_OF_CHAR.set(String.fromCharCode(byte), byte);
for (let offset = 0; offset < CP1252_HIGH.length; offset += 1) {
  BYTE_OF_CHAR.set(CP1252_HIGH[offset], 0x80 + offset);
  // Latin-1 decoding leaves C1 controls instead of the Windows-1252 characters.
  BYTE_OF_CHAR.set(String.fromCharCode(0x80 + offset), 0x80 + offset);
}

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');
const CONTINUATION_CLASS = `[\\u0080-\\u00bf${escapeForClass(CP1252_HIGH)}]`;
// A lead byte of a 2-4 byte UTF-8 sequence followed by continuation bytes, all seen as cp1252.
const MOJIBAKE = new RegExp(`[\\u00c2-\\u00f4]${CONTINUATION_CLASS}{1,3}`, 'g');
const MOJIBAKE_HINT = new RegExp(`[\\u00c2-\\u00f4]${CONTINUATION_CLASS}`);
const MAX_PASSES = 3;

// In JSON text, a lead character Â-ô (U+00C2-U+00F4) is the UTF-8 byte 0xC3 or an escape `\u00c2`.
const UTF8_LEAD_BYTE = 0xc3;
const ESCAPED_LEAD = /\\u00[c-fC-F]/;

/**
 * False when JSON text (with its UTF-8 bytes) holds no mojibake lead character, raw or escaped,
 * so no string parsed from it needs `repairMojibake`. True only means it may.
 */
export function mayHoldMojibake(utf8: Buffer, text: string): boolean {
  return utf8.indexOf(UTF8_LEAD_BYTE) !== -1 || (text.includes('\\u00') && ESCAPED_LEAD.test(text));
}

/** Repairs UTF-8-read-as-Windows-1252 sequences, including text that was mangled twice. */
export function repairMojibake(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES && MOJIBAKE_HINT.test(current); pass += 1) {
    const repaired = current.replace(MOJIBAKE, repairSequence);
    if (repaired === current) break;
    current = repaired;
  }
  return current;
}

function repairSequence(sequence: string): string {
  const chars = [...sequence];
  const lead = BYTE_OF_CHAR.get(chars[0]) ?? 0;
  const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  if (chars.length < length) return sequence;
  const bytes = new Uint8Array(length);
  for (let index = 0; index < length; index += 1) {
    const byte = BYTE_OF_CHAR.get(chars[index]);
    if (byte === undefined) return sequence;
    bytes[index] = byte;
  }
  try {
    return strictUtf8.decode(bytes) + chars.slice(length).join('');
  } catch {
    return sequence;
  }
}

/**
 * Text with its HTML entities decoded, once: `St Bede&apos;s` → `St Bede's`, `&#8217;` → `’`.
 * Strict (an entity needs its semicolon), so plain text such as `R&D` or `&notice` is left as
 * written; `&amp;amp;` becomes `&amp;`, never `&`. The `entities` library knows every HTML5
 * name and the numeric forms, including the spec's replacements for invalid code points.
 */
export function decodeHtmlEntities(text: string): string {
  return text.includes('&') ? decodeHTMLStrict(text) : text;
}

// Values parsed from JSON text that cannot hold an entity: no string in them needs decoding.
const ENTITY_FREE = new WeakSet<object>();

const SEMICOLON = 0x3b;
const BACKSLASH = 0x5c;
/** `[#0-9A-Za-z]`: the characters of an entity's name or number. */
const isEntityNameChar = (code: number) =>
  code === 0x23 ||
  (code >= 0x30 && code <= 0x39) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x61 && code <= 0x7a);

/**
 * Whether JSON text may hold an HTML entity that `decodeHTMLStrict` would decode in one of its
 * strings. Strict decoding acts only on `&`, a name or number of `[#0-9A-Za-z]` and `;`. In JSON
 * text each of those characters may also be written as a `\u` escape, so a backslash where the
 * name or the `;` would be counts as a possible entity, and so does an escaped `&` (`\u0026`).
 * False for `&` that starts no entity (`?a=1&b=2` in URLs, `Fish & Chips`), which most releases
 * with an `&` carry (ADR 0111). Finds each `&` with `indexOf` (native) and reads on from there.
 */
export function mayHoldEntity(jsonText: string): boolean {
  for (let at = jsonText.indexOf('&'); at !== -1; at = jsonText.indexOf('&', at + 1)) {
    let next = at + 1;
    while (next < jsonText.length && isEntityNameChar(jsonText.charCodeAt(next))) next += 1;
    const end = jsonText.charCodeAt(next);
    if (end === SEMICOLON || end === BACKSLASH) return true;
  }
  return jsonText.includes('\\u0026');
}

/**
 * Notes that `value` was just parsed from `jsonText` and, when that text cannot hold an entity
 * (`mayHoldEntity`), that decodeEntitiesInJson has nothing to do in it: the walk over every
 * value is skipped for such releases (nearly all of them). Whoever parses release JSON (the
 * package scan, the raw-release store) calls this; a value changed afterwards must not be (a
 * copy is not marked, so it is walked as usual).
 */
export function noteIfEntityFree(value: unknown, jsonText: string): void {
  if (value === null || typeof value !== 'object') return;
  if (!mayHoldEntity(jsonText)) ENTITY_FREE.add(value);
}

/**
 * A parsed JSON value (a release) with the entities of every string decoded (object keys are
 * identifiers and left alone). Parts without an entity are returned as they are, not copied.
 * This walks every value of every release compiled, so it allocates nothing on the way: `for in`
 * (a plain parsed object has no inherited enumerable keys) rather than Object.entries, and
 * strings are tested where they are met.
 */
export function decodeEntitiesInJson<T>(value: T): T {
  if (typeof value === 'string') return decodeHtmlEntities(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (ENTITY_FREE.has(value)) return value;
  return (
    Array.isArray(value) ? decodeArray(value) : decodeObject(value as Record<string, unknown>)
  ) as T;
}

function decodeItem(item: unknown): unknown {
  if (typeof item === 'string') return item.includes('&') ? decodeHTMLStrict(item) : item;
  if (item === null || typeof item !== 'object') return item;
  return Array.isArray(item) ? decodeArray(item) : decodeObject(item as Record<string, unknown>);
}

function decodeArray(items: unknown[]): unknown[] {
  let copy: unknown[] | undefined;
  for (let index = 0; index < items.length; index += 1) {
    const decoded = decodeItem(items[index]);
    if (decoded !== items[index]) {
      copy ??= items.slice();
      copy[index] = decoded;
    }
  }
  return copy ?? items;
}

function decodeObject(record: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const item = record[key];
    const decoded = decodeItem(item);
    if (decoded !== item) {
      copy ??= { ...record };
      copy[key] = decoded;
    }
  }
  return copy ?? record;
}
