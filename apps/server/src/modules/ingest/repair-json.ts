/**
 * Find a Tender serves invalid JSON: numbers such as `1e9999` (which JSON.parse turns into
 * Infinity, and Postgres cannot store) and thousands written with spaces (`"amount": 250 000,`),
 * which JSON.parse rejects. The repair rewrites only number tokens outside strings, so text inside
 * titles and descriptions is never touched.
 */

// A number right after `:`, `,` or `[` with a three-digit exponent: an overflow candidate.
const HUGE_EXPONENT = /[:,[]\s*-?\d+(?:\.\d+)?[eE][+-]?\d{3,}/;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
// A space-separated thousands group, only when a delimiter or another group follows.
const THOUSANDS_GROUP = / +\d{3}(?:\.\d+)?(?=\s*[,}\]]| +\d{3})/y;
const NON_FINITE_WORD = /-?Infinity|NaN/y;
const VALID_JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Parses JSON, repairing the portal's invalid numbers when needed. Throws SyntaxError if still broken. */
export function parseJsonWithRepair(text: string): unknown {
  if (!HUGE_EXPONENT.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      // fall through to the repair
    }
  }
  return JSON.parse(repairJsonText(text));
}

/** Returns `text` with invalid or non-finite number tokens rewritten (non-finite ones to null). */
export function repairJsonText(text: string): string {
  const parts: string[] = [];
  let copiedUpTo = 0;
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x22) {
      index = skipString(text, index);
      continue;
    }
    const isNumberStart = code === 0x2d || (code >= 0x30 && code <= 0x39);
    const isWordStart = code === 0x4e || code === 0x49 || code === 0x2d;
    if (!isNumberStart && !isWordStart) {
      index += 1;
      continue;
    }
    const end = scanNumber(text, index) ?? scanNonFiniteWord(text, index);
    if (end === null) {
      index += 1;
      continue;
    }
    const token = text.slice(index, end);
    const replacement = normaliseNumberToken(token);
    if (replacement !== token) {
      parts.push(text.slice(copiedUpTo, index), replacement);
      copiedUpTo = end;
    }
    index = end;
  }
  if (copiedUpTo === 0) return text;
  parts.push(text.slice(copiedUpTo));
  return parts.join('');
}

function skipString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 0x5c) index += 2;
    else if (code === 0x22) return index + 1;
    else index += 1;
  }
  return text.length;
}

function scanNumber(text: string, start: number): number | null {
  NUMBER.lastIndex = start;
  if (!NUMBER.test(text)) return null;
  let end = NUMBER.lastIndex;
  THOUSANDS_GROUP.lastIndex = end;
  while (THOUSANDS_GROUP.test(text)) {
    end = THOUSANDS_GROUP.lastIndex;
  }
  return end;
}

function scanNonFiniteWord(text: string, start: number): number | null {
  NON_FINITE_WORD.lastIndex = start;
  return NON_FINITE_WORD.test(text) ? NON_FINITE_WORD.lastIndex : null;
}

function normaliseNumberToken(token: string): string {
  const compact = token.replace(/ +/g, '');
  const value = Number(compact);
  if (!Number.isFinite(value)) return 'null';
  if (compact === token && VALID_JSON_NUMBER.test(token)) return token;
  return String(value);
}
