import { asBoolean, asObject, asText } from './json-values';
import type { OcdsRelease } from './ocds-types';
import { sourceFromOcid } from './source-systems';

/**
 * Whether a notice establishes a dynamic purchasing system (the earlier regulations' dynamic
 * market; ADR 0261). One rule for the frameworks derivation (modules/frameworks) and the
 * lifecycle stage (map-lifecycle-release.ts). Find a Tender and PCS mark it
 * (`techniques.hasDynamicPurchasingSystem`); Sell2Wales marks its DPS notices as frameworks and
 * says "DPS" only in words, so for Sell2Wales the words count, read conservatively: a DPS the
 * notice names as its subject, never one it buys through.
 */
export function isDynamicPurchasingSystem(release: OcdsRelease): boolean {
  const tender = asObject(release.tender);
  if (asBoolean(asObject(tender.techniques).hasDynamicPurchasingSystem) === true) return true;
  if (sourceFromOcid(asText(release.ocid) ?? '') !== 'Sell2Wales') return false;
  return establishesInWords(asText(tender.title) ?? '', asText(tender.description) ?? '');
}

// English, and Welsh "System Prynu Deinamig" as written after its soft mutations ("System Brynu
// Ddynamig" on the real Anglesey notice; "deinamig" and "dynamig" are both spelt).
const DPS_NAME = '(?:dynamic purchasing system|system [pb]rynu d?d(?:ei|y)namig)';
const NAMED = new RegExp(String.raw`\b${DPS_NAME}\b`, 'i');
// The acronym only in capitals and as a word of its own: not "DPSS", "UDPS" or "dps".
const ACRONYM = /\bDPS\b/;
// "... through / under / via / from the X DPS": a call-off from a DPS, not the DPS itself.
const BOUGHT_THROUGH = new RegExp(
  String.raw`\b(?:under|from|via|using|through|off|call[\s-]?off|mini[\s-]?competition)\b[^.]{0,60}(?:${DPS_NAME}|\bDPS\b)`,
  'i',
);
// "DPS" spelt out as something else ("Direct Payments Support (DPS)").
const EXPANSION = /([A-Za-z][A-Za-z &-]{2,60})\s*\(DPS\)/g;
// A description that speaks of the DPS as its subject: "This Dynamic Purchasing System (DPS)
// is designed ...", "This new DPS will ...", "establish a DPS".
const ESTABLISHES = new RegExp(
  String.raw`\b(?:(?:this|a) (?:new )?(?:${DPS_NAME}|DPS)(?: \(DPS\))? (?:is|has been|will)|establish(?:es|ing|ment of)? (?:a|an|the|this) (?:new )?(?:${DPS_NAME}|DPS))\b`,
  'i',
);

/** "DPS" is spelt out in the text as something other than a dynamic purchasing system. */
function spelledOutOtherwise(text: string): boolean {
  for (const match of text.matchAll(EXPANSION)) {
    if (!/dynamic purchasing system\s*$/i.test(match[1]!)) return true;
  }
  return false;
}

function establishesInWords(title: string, description: string): boolean {
  if (spelledOutOtherwise(`${title}\n${description}`)) return false;
  if (NAMED.test(title) || ACRONYM.test(title)) return !BOUGHT_THROUGH.test(title);
  return ESTABLISHES.test(description);
}
