import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { buildOrganisationLink } from '@wac/contract';
import { z } from 'zod';
import { ALERT_PROFILE_INPUT, RADAR_INPUT, SEARCH_INPUT } from './tool-inputs';
import { toToolResult } from './tool-results';
import type { WacApi } from './wac-api';

export type WacMcpOptions = {
  api: WacApi;
  /** Where WAC's pages are: the base of every link in tool results. */
  publicBaseUrl: string;
  version: string;
};

const wacId = z.string().min(1).describe('The WAC ID of an opportunity, e.g. WAC-AB12CD34.');
const organisationId = z.number().int().positive();
const profileId = z
  .number()
  .int()
  .positive()
  .describe('The alert profile id (list_alert_profiles).');
const READ = { readOnlyHint: true, openWorldHint: false } as const;
const WRITE = { readOnlyHint: false, openWorldHint: false } as const;

/** Keeps the query parameters an assistant gave, as strings (the API parses them itself). */
function toQuery(args: Record<string, unknown>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    query[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/**
 * WAC's MCP server (issue 34, ADR 0211): each tool is one call of the documented API through
 * `api`, so a tool can do exactly what the key behind `api` may do on that route.
 */
export function createWacMcpServer({ api, publicBaseUrl, version }: WacMcpOptions): McpServer {
  const server = new McpServer({ name: 'wac', version });
  const answer = async (request: Parameters<WacApi>[0], extra = {}) =>
    toToolResult(await api(request), publicBaseUrl, extra);

  server.registerTool(
    'search_opportunities',
    {
      title: 'Search opportunities',
      description:
        "Search UK public-sector tenders, planning notices and awards from the four portals, with the search page's filters. Results carry each WAC ID and the link of its page. Needs the key scope search:read.",
      inputSchema: SEARCH_INPUT,
      annotations: READ,
    },
    async (args) => answer({ method: 'GET', path: '/api/search/', query: toQuery(args) }),
  );
  server.registerTool(
    'get_opportunity',
    {
      title: 'Read an opportunity',
      description:
        'One opportunity in full by its WAC ID: notices, buyer, dates, value, documents, awards.',
      inputSchema: { wac_id: wacId },
      annotations: READ,
    },
    async ({ wac_id }) =>
      answer({ method: 'GET', path: `/api/opportunities/${encodeURIComponent(wac_id)}/` }),
  );
  for (const role of ['buyer', 'supplier'] as const) {
    server.registerTool(
      `get_${role}`,
      {
        title: `Read a ${role}`,
        description: `A ${role}'s page by its organisation id (a result's ${role}_organisation_id): names, notices and awards.`,
        inputSchema: { id: organisationId.describe(`The ${role}'s organisation id.`) },
        annotations: READ,
      },
      async ({ id }) =>
        answer(
          { method: 'GET', path: `/api/${role}s/${id}/` },
          { link: buildOrganisationLink(publicBaseUrl, role, id) },
        ),
    );
  }
  server.registerTool(
    'list_radar',
    {
      title: 'Re-tender radar',
      description: 'Awarded contracts ending soon, which may be re-tendered, with filters.',
      inputSchema: RADAR_INPUT,
      annotations: READ,
    },
    async (args) => answer({ method: 'GET', path: '/api/radar/', query: toQuery(args) }),
  );
  registerFavouriteTools(server, answer);
  registerAlertProfileTools(server, answer);
  return server;
}

type Answer = (
  request: Parameters<WacApi>[0],
) => ReturnType<typeof toToolResult> | Promise<ReturnType<typeof toToolResult>>;

function registerFavouriteTools(server: McpServer, answer: Answer) {
  server.registerTool(
    'list_favourites',
    { title: 'List favourites', description: 'Your saved opportunities.', annotations: READ },
    async () => answer({ method: 'GET', path: '/api/favourites/' }),
  );
  server.registerTool(
    'add_favourite',
    {
      title: 'Save an opportunity',
      description: 'Save an opportunity to your favourites (needs favourites:write).',
      inputSchema: { wac_id: wacId },
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ wac_id }) =>
      answer({ method: 'POST', path: '/api/favourites/', body: { opportunity_id: wac_id } }),
  );
  server.registerTool(
    'remove_favourite',
    {
      title: 'Remove a favourite',
      description: 'Remove an opportunity from your favourites (needs favourites:write).',
      inputSchema: { wac_id: wacId },
      annotations: { ...WRITE, destructiveHint: true, idempotentHint: true },
    },
    async ({ wac_id }) =>
      answer({ method: 'DELETE', path: `/api/favourites/${encodeURIComponent(wac_id)}/` }),
  );
}

function registerAlertProfileTools(server: McpServer, answer: Answer) {
  server.registerTool(
    'list_alert_profiles',
    { title: 'List alert profiles', description: 'Your email alert profiles.', annotations: READ },
    async () => answer({ method: 'GET', path: '/api/alert-profiles/' }),
  );
  server.registerTool(
    'create_alert_profile',
    {
      title: 'Create an alert profile',
      description:
        'A saved search emailed when new opportunities match (paid plans; needs alerts:write).',
      inputSchema: ALERT_PROFILE_INPUT,
      annotations: WRITE,
    },
    async (args) => answer({ method: 'POST', path: '/api/alert-profiles/', body: args }),
  );
  server.registerTool(
    'update_alert_profile',
    {
      title: 'Change an alert profile',
      description: "Replace an alert profile's fields (needs alerts:write).",
      inputSchema: { id: profileId, ...ALERT_PROFILE_INPUT },
      annotations: { ...WRITE, idempotentHint: true },
    },
    async ({ id, ...fields }) =>
      answer({ method: 'PUT', path: `/api/alert-profiles/${id}/`, body: fields }),
  );
  server.registerTool(
    'delete_alert_profile',
    {
      title: 'Delete an alert profile',
      description: 'Delete an alert profile (needs alerts:write).',
      inputSchema: { id: profileId },
      annotations: { ...WRITE, destructiveHint: true },
    },
    async ({ id }) => answer({ method: 'DELETE', path: `/api/alert-profiles/${id}/` }),
  );
}
