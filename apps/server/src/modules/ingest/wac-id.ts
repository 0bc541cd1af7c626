import { createHash } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so an ID read aloud or typed cannot be misread. */
const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const WAC_ID_LENGTH = 10;
const WAC_ID_PATTERN = /^WAC-[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * The WAC ID for an ocid: `WAC-` and 10 Crockford base32 characters (50 bits) of the SHA-256 of
 * the ocid. `attempt` > 0 gives the deterministic fallbacks used when an ID is already taken by
 * another ocid (hash of `ocid#1`, `ocid#2`, ...), so the same data always gets the same IDs.
 */
export function deriveWacId(ocid: string, attempt = 0): string {
  const input = attempt === 0 ? ocid : `${ocid}#${attempt}`;
  const digest = createHash('sha256').update(input).digest();
  let bits = 0n;
  for (let index = 0; index < 7; index += 1) bits = (bits << 8n) | BigInt(digest[index]);
  bits >>= 6n; // 56 bits read, 50 kept
  let text = '';
  for (let index = 0; index < WAC_ID_LENGTH; index += 1) {
    text = CROCKFORD_ALPHABET[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return `WAC-${text}`;
}

/** The first `count` candidate IDs for an ocid, in the order they are tried. */
export function wacIdCandidates(ocid: string, count: number): string[] {
  return Array.from({ length: count }, (_, attempt) => deriveWacId(ocid, attempt));
}

/**
 * A pasted WAC ID in canonical form: trimmed, upper case, with the look-alikes Crockford allows
 * (O -> 0, I/L -> 1) folded; null when the text is not a WAC ID.
 */
export function normaliseWacId(text: string): string | null {
  const upper = text.trim().toUpperCase();
  const match = /^WAC[-\s]?([0-9A-Z]{10})$/.exec(upper);
  if (!match) return null;
  const body = match[1].replace(/O/g, '0').replace(/[IL]/g, '1');
  const candidate = `WAC-${body}`;
  return WAC_ID_PATTERN.test(candidate) ? candidate : null;
}

/** True when `text` is a WAC ID (case and Crockford look-alikes forgiven). */
export function isWacId(text: string): boolean {
  return normaliseWacId(text) !== null;
}
