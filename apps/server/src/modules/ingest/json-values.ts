import type { JsonObject } from './ocds-types';

/** Helpers that read untrusted JSON without trusting its shape. */

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

/**
 * An array of objects. Some FTS releases serialise arrays as objects keyed "1", "2", ...
 * (`deliveryAddresses: {"1": {...}}`), so an object's values count as the array.
 */
export function asObjectArray(value: unknown): JsonObject[] {
  if (Array.isArray(value)) return value.filter(isObject);
  if (isObject(value)) return Object.values(value).filter(isObject);
  return [];
}

export function asStringArray(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value.trim()];
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
}

/** Trimmed non-empty text, or null. Numbers become text because ids are sometimes numbers. */
export function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function asBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

export function asFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(/,/g, ''));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const ISO_TIMESTAMP =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The portal's timestamp text, unchanged so Postgres keeps its offset, when it is a real ISO 8601
 * date; null otherwise (one malformed date must not fail a whole page insert).
 */
export function asTimestamp(value: unknown): string | null {
  const text = asText(value);
  if (text === null || !ISO_TIMESTAMP.test(text)) return null;
  return Number.isNaN(Date.parse(text)) ? null : text;
}

/** Milliseconds since the epoch for sorting, or NaN when absent. */
export function timestampMillis(value: unknown): number {
  const text = asTimestamp(value);
  return text === null ? Number.NaN : Date.parse(text);
}

/**
 * The earliest ('min') or latest ('max') of some timestamps, as the portal wrote it (its offset
 * kept); null when none is set. One rule for a tender's span over its lots and a framework's period.
 */
export function pickTimestamp(values: (string | null)[], direction: 'min' | 'max'): string | null {
  let chosen: string | null = null;
  for (const value of values) {
    if (value === null) continue;
    const isBetter =
      chosen === null ||
      (direction === 'min'
        ? timestampMillis(value) < timestampMillis(chosen)
        : timestampMillis(value) > timestampMillis(chosen));
    if (isBetter) chosen = value;
  }
  return chosen;
}

export function uniqueValues<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
