import { defineRule } from './brief-rule';

/**
 * Where responses go: the e-tendering system named in a sentence about submitting (a notice
 * "published on Contracts Finder" is not where to submit), with its address when given.
 */
const PORTALS: [string, RegExp][] = [
  ['In-Tend', /\bIn-?Tend\b/i],
  ['ProContract', /\bProContract\b/i],
  ['Proactis', /\bProactis\b/i],
  ['Delta eSourcing', /\bDelta\s+e-?Sourcing\b/i],
  ['Atamis', /\bAtamis\b/i],
  ['Jaggaer', /\bJaggaer\b/i],
  ['Bravo', /\bBravo\s+(?:Solution|e-?tendering|portal)\b|\bbravosolution\b/i],
  ['Crown Commercial Service eSourcing', /\b(?:CCS|Crown\s+Commercial\s+Service)\s+e-?Sourcing\b/i],
  ['Public Contracts Scotland', /\bPublic\s+Contracts\s+Scotland\b|\bPCS-Tender\b/i],
  ['Sell2Wales', /\bSell2Wales\b/i],
  ['eTenderwales', /\be-?Tender\s*wales\b/i],
  ['eTendersNI', /\be-?Tenders\s*NI\b/i],
  ['Supplying the South West', /\bSupplying\s+the\s+South\s+West\b/i],
  ['EU-Supply', /\bEU-?Supply\b/i],
  ['Mercell', /\bMercell\b/i],
  ['Due North', /\bDue\s+North\b/i],
  ['Find a Tender', /\bFind\s+a\s+Tender\b/i],
  ['Contracts Finder', /\bContracts\s+Finder\b/i],
  ['SAP Ariba', /\b(?:SAP\s+)?Ariba\b/i],
  ['Coupa', /\bCoupa\b/i],
];
const SUBMITTING =
  /\b(?:submit(?:ted|ting)?|submissions?|upload(?:ed)?|returned|responses?\s+(?:must|should|shall)|tenders?\s+(?:must|should|shall|are\s+to)\s+be|via|through)\b/i;
const NOT_SUBMITTING = /\b(?:published|advertised)\b/i;
const URL = /\bhttps?:\/\/[^\s<>"')]+[^\s<>"').,;]/i;

export const submissionPortalRule = defineRule({
  field: 'submission_portal',
  cue: /portal|e-?tender|e-?sourcing|submit|upload|https?:/i,
  read(sentence) {
    if (!SUBMITTING.test(sentence) || NOT_SUBMITTING.test(sentence)) return null;
    const portal = PORTALS.find(([, pattern]) => pattern.test(sentence))?.[0] ?? null;
    const url = /portal|e-?tender|e-?sourcing|system|website|online/i.test(sentence)
      ? (URL.exec(sentence)?.[0] ?? null)
      : null;
    if (!portal && !url) return null;
    return {
      value: { portal, url },
      summary: portal && url ? `${portal} (${url})` : (portal ?? url ?? ''),
      strength: portal ? 2 : 1,
    };
  },
});
