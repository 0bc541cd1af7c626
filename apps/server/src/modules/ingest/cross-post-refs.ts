import { asObject, asText } from './json-values';
import type { OcdsRelease } from './ocds-types';
import { OCID_PREFIX_OF, PROACTIS_SOURCES, type SourceSystem } from './source-systems';

// The footer a Scottish or Welsh notice keeps wherever it is published, Find a Tender included:
// `... (SC Ref:569201)` / `(WA Ref:148004)`.
const FOOTER = /\((SC|WA) Ref:\s*(\d+)\)/g;
const SELL2WALES_RELEASE_ID = /^ocds-kuma6s-\d+-release-(\d+)$/i;

/** The ocid a portal reference number names: SC n -> `ocds-r6ebe6-{n, 10 digits}`, WA n -> `ocds-kuma6s-{n}`. */
export function ocidOfPortalRef(kind: 'SC' | 'WA', number: string): string {
  const digits = String(Number(number));
  return kind === 'SC'
    ? `${OCID_PREFIX_OF.PCS}-${digits.padStart(10, '0')}`
    : `${OCID_PREFIX_OF.Sell2Wales}-${digits}`;
}

function footerRefs(text: string | null): string[] {
  // Most descriptions have no footer: skip the regular expression for them.
  if (!text?.includes(' Ref:')) return [];
  return [...text.matchAll(FOOTER)].map((match) =>
    ocidOfPortalRef(match[1] as 'SC' | 'WA', match[2]),
  );
}

/**
 * The cross-post references of one ocid, as ocids of Public Contracts Scotland or Sell2Wales: two
 * ocids whose references overlap are the same procurement published twice (ADR 0066).
 * - Find a Tender, PCS, Sell2Wales: every `(SC Ref:n)` / `(WA Ref:n)` footer in a release or
 *   tender description (Contracts Finder carries no copies of them).
 * - PCS and Sell2Wales also name themselves: their own ocid, and (Sell2Wales) the number of each
 *   release id, because the footer's number is that of the notice, which is the process's number
 *   only for its first notice.
 */
export function collectCrossPostRefs(
  source: SourceSystem,
  ocid: string,
  releases: readonly OcdsRelease[],
): string[] {
  // Scottish and Welsh notices are copied to Find a Tender, not to Contracts Finder.
  if (source === 'ContractsFinder') return [];
  const refs = new Set<string>();
  if (PROACTIS_SOURCES.includes(source)) refs.add(ocid);
  for (const release of releases) {
    for (const ref of footerRefs(asText(release.description))) refs.add(ref);
    for (const ref of footerRefs(asText(asObject(release.tender).description))) refs.add(ref);
    const number = source === 'Sell2Wales' ? SELL2WALES_RELEASE_ID.exec(release.id)?.[1] : null;
    if (number) refs.add(ocidOfPortalRef('WA', number));
  }
  return [...refs].sort();
}
