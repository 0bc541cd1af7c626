import { type CpvLabel, normaliseCpvCode } from '../cpv';
import { asObject, asObjectArray, asText } from './json-values';
import type { JsonObject } from './ocds-types';

export { type CpvLabel, normaliseCpvCode } from '../cpv';

const MIN_PREFIX_LENGTH = 2;

/** Every prefix of length 2..8 of each code, so a CPV subtree search is one array overlap. */
export function cpvPrefixes(codes: Iterable<string>): string[] {
  const prefixes = new Set<string>();
  for (const code of codes) {
    for (let length = MIN_PREFIX_LENGTH; length <= code.length; length += 1) {
      prefixes.add(code.slice(0, length));
    }
  }
  return [...prefixes];
}

function isCpvScheme(classification: JsonObject): boolean {
  const scheme = asText(classification.scheme);
  return scheme === null || scheme.toUpperCase() === 'CPV';
}

function classificationsOf(holder: JsonObject): JsonObject[] {
  const main = asObject(holder.classification);
  return [main, ...asObjectArray(holder.additionalClassifications)].filter(isCpvScheme);
}

/**
 * CPV classifications of a compiled release with their labels, main classification first:
 * `tender.classification` and `additionalClassifications` (CF), item classifications of the
 * tender and of awards (FTS, Procurement Act notices), and lot classifications.
 */
export function collectCpvClassifications(release: JsonObject): CpvLabel[] {
  const tender = asObject(release.tender);
  const holders: JsonObject[] = [
    tender,
    ...asObjectArray(tender.items),
    ...asObjectArray(tender.lots),
    ...asObjectArray(release.awards).flatMap((award) => asObjectArray(award.items)),
  ];
  const found = new Map<string, string>();
  for (const holder of holders) {
    for (const classification of classificationsOf(holder)) {
      const code = normaliseCpvCode(classification.id);
      if (code === null) continue;
      const label = asText(classification.description) ?? '';
      if (!found.has(code) || (found.get(code) === '' && label !== '')) found.set(code, label);
    }
  }
  return [...found].map(([code, label]) => ({ code, label }));
}
