import type { AwardCriteriaDetails, AwardCriterion } from '@wac/contract';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Weights arrive as numbers, "60", "60%" or "60.5 %"; anything else is "not specified". */
export function parseWeight(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(value);
  return match?.[1] ? Number.parseFloat(match[1]) : null;
}

function toCriterion(value: unknown): AwardCriterion | null {
  if (typeof value === 'string') return textOf(value) ? { name: value.trim(), weight: null } : null;
  if (!isObject(value)) return null;
  const name = textOf(value.name) ?? textOf(value.description) ?? textOf(value.type);
  const weight = parseWeight(value.weight ?? value.weighting);
  if (name === null && weight === null) return null;
  return { name, weight };
}

/**
 * The stored `award_criteria_details` as the detail response carries it: free text, or a list of
 * name and weight. Accepts the shapes the ingest may keep (a string, a list, an OCDS-style
 * `{criteria: [...]}` or `{description}` object); returns null when nothing usable is there.
 */
export function normaliseAwardCriteria(stored: unknown): AwardCriteriaDetails | null {
  if (stored === null || stored === undefined) return null;
  if (typeof stored === 'string') return textOf(stored);
  if (Array.isArray(stored)) {
    const criteria = stored.map(toCriterion).filter((item) => item !== null);
    return criteria.length > 0 ? criteria : null;
  }
  if (isObject(stored)) {
    if (Array.isArray(stored.criteria)) return normaliseAwardCriteria(stored.criteria);
    return textOf(stored.text) ?? textOf(stored.description);
  }
  return null;
}
