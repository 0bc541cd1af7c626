import { isObject } from './json-values';
import type { JsonObject } from './ocds-types';

/**
 * OCDS merge of one newer release into the compiled state so far. Newer values override older
 * ones; objects merge field by field; arrays of objects that all carry an `id` merge item by item;
 * other arrays are replaced.
 *
 * Two deliberate departures from the letter of the OCDS merge routine, both from portal facts:
 * - `null` and `[]` never erase. FTS writes `null` for "not given" (`statusDetails: null`) and
 *   publishes delta releases (UK15 and others) that carry only what changed.
 * - Items are matched by `id` *and occurrence*: FTS repeats the same award id in several award
 *   sections of one release, and matching on `id` alone would silently collapse those awards.
 *   The n-th item with a given id merges with the n-th item that had it before.
 * Inputs are never mutated; untouched subtrees are shared with the releases.
 */
export function mergeRelease(compiled: JsonObject, release: JsonObject): JsonObject {
  const merged: JsonObject = { ...compiled };
  for (const key of Object.keys(release)) {
    const value = release[key];
    if (value === null || value === undefined) continue;
    const previous = merged[key];
    if (isObject(value)) {
      merged[key] = isObject(previous) ? mergeRelease(previous, value) : value;
    } else if (Array.isArray(value)) {
      if (value.length > 0) merged[key] = mergeArray(previous, value);
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

function mergeArray(previous: unknown, next: unknown[]): unknown[] {
  if (!Array.isArray(previous) || !hasIds(previous) || !hasIds(next)) return next;
  const merged: JsonObject[] = previous.slice();
  const positions = new Map<string, number>();
  const previousCounts = new Map<string, number>();
  for (const [index, item] of merged.entries()) {
    positions.set(occurrenceKey(item.id, previousCounts), index);
  }

  const nextCounts = new Map<string, number>();
  for (const item of next) {
    const key = occurrenceKey(item.id, nextCounts);
    const position = positions.get(key);
    if (position === undefined) {
      positions.set(key, merged.length);
      merged.push(item);
    } else {
      merged[position] = mergeRelease(merged[position], item);
    }
  }
  return merged;
}

function hasIds(items: unknown[]): items is JsonObject[] {
  return (
    items.length > 0 &&
    items.every(
      (item) => isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number'),
    )
  );
}

function occurrenceKey(id: unknown, counts: Map<string, number>): string {
  const text = String(id);
  const occurrence = counts.get(text) ?? 0;
  counts.set(text, occurrence + 1);
  return `${text}\u0000${occurrence}`;
}
