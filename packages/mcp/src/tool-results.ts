import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buildOpportunityLink, buildOrganisationLink } from '@wac/contract';
import type { WacApiAnswer } from './wac-api';

/** A description longer than this is cut in tool results (the link leads to the whole notice). */
const DESCRIPTION_CHARACTERS = 600;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Adds what an assistant needs to cite an answer: every opportunity gets its `wac_id` and the
 * `link` of its page, every buyer and supplier id the link of its page, all built on the one
 * base address (`buildPublicLink`). Search cards name the WAC ID `opportunity_id`.
 */
export function addLinks(value: Json, baseUrl: string): Json {
  if (Array.isArray(value)) return value.map((item) => addLinks(item, baseUrl));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'match' || key === 'aggregations') continue;
    out[key] =
      key === 'description' && typeof item === 'string' && item.length > DESCRIPTION_CHARACTERS
        ? `${item.slice(0, DESCRIPTION_CHARACTERS)}...`
        : addLinks(item, baseUrl);
  }
  const wacId = typeof value.wac_id === 'string' ? value.wac_id : cardWacId(value);
  if (wacId) {
    out.wac_id = wacId;
    out.link = buildOpportunityLink(baseUrl, wacId);
  }
  for (const role of ['buyer', 'supplier'] as const) {
    const id = value[`${role}_organisation_id`];
    if (typeof id === 'number') out[`${role}_link`] = buildOrganisationLink(baseUrl, role, id);
  }
  return out;
}

/** A search card or favourite: `opportunity_id` is its WAC ID. */
function cardWacId(value: { [key: string]: Json }): string | null {
  return typeof value.opportunity_id === 'string' && typeof value.title === 'string'
    ? value.opportunity_id
    : null;
}

/** The API's answer as a tool result: its JSON with links, or its error `detail` as an error. */
export function toToolResult(
  answer: WacApiAnswer,
  baseUrl: string,
  extra: Record<string, Json> = {},
): CallToolResult {
  if (answer.status >= 400) {
    const body = answer.body as { detail?: unknown } | null;
    const detail = typeof body?.detail === 'string' ? body.detail : JSON.stringify(answer.body);
    return { isError: true, content: [{ type: 'text', text: `${answer.status}: ${detail}` }] };
  }
  const body = answer.status === 204 ? { done: true } : (answer.body as Json);
  const withLinks = addLinks(
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? { ...body, ...extra }
      : body,
    baseUrl,
  );
  return { content: [{ type: 'text', text: JSON.stringify(withLinks, null, 2) }] };
}
