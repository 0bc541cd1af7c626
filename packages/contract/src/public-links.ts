/**
 * The one way links to WAC's pages are built (ADR 0150): on a base address (the server's
 * `PUBLIC_BASE_URL`, or the address an MCP client was given), so every email, feed, export and
 * MCP tool result points at the same place.
 */

/** `base` + `path` (which starts with `/`), keeping a path the base has (`https://x/wac`). */
export function buildPublicLink(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

/** The opportunity page of a WAC ID: the link of cards, exports, calendars and emails. */
export function buildOpportunityLink(baseUrl: string, wacId: string): string {
  return buildPublicLink(baseUrl, `/opportunity/${encodeURIComponent(wacId)}`);
}

/** A buyer's or a supplier's page. */
export function buildOrganisationLink(
  baseUrl: string,
  role: 'buyer' | 'supplier',
  organisationId: number,
): string {
  return buildPublicLink(baseUrl, `/${role}/${organisationId}`);
}
