import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { ApiKeyScope } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createApiKeyThroughApi } from '../../../test/helpers/api-keys';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

const PUBLIC_BASE_URL = 'https://wac.example.test';
let testApp: TestApp;
let baseUrl: string;
let wacId: string;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_BASE_URL });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  ({ wac_id: wacId } = await createOpportunity(testApp.database.pool, {
    title: 'Quokka habitat survey',
  }));
});
afterAll(async () => {
  await testApp.close();
});

async function keyOf(scopes: ApiKeyScope[]) {
  const owner = await createUser(testApp.database.pool, { tier: 'premium' });
  return createApiKeyThroughApi(testApp.app, owner, scopes);
}

async function connectOverHttp(authorization: string) {
  const client = new Client({ name: 'wac-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    requestInit: { headers: { authorization } },
  });
  await client.connect(transport);
  return client;
}

const textOf = (result: unknown) =>
  ((result as { content: { type: string; text: string }[] }).content[0]?.text ?? '') as string;

describe('the MCP server over streamable HTTP at /mcp', () => {
  it('lists its tools and searches with a key; results carry the WAC ID and its link', async () => {
    const key = await keyOf(['search:read']);
    const client = await connectOverHttp(`Bearer ${key.secret}`);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(
        expect.arrayContaining([
          'search_opportunities',
          'get_opportunity',
          'get_buyer',
          'get_supplier',
          'list_radar',
          'list_favourites',
          'add_favourite',
          'remove_favourite',
          'list_alert_profiles',
          'create_alert_profile',
          'update_alert_profile',
          'delete_alert_profile',
        ]),
      );
      const search = tools.find((tool) => tool.name === 'search_opportunities');
      expect(Object.keys(search?.inputSchema.properties ?? {})).toEqual(
        expect.arrayContaining(['q', 'region', 'status', 'cpv_codes', 'sort', 'page']),
      );

      const found = await client.callTool({
        name: 'search_opportunities',
        arguments: { q: 'quokka' },
      });
      expect(found.isError).toBeFalsy();
      const answer = JSON.parse(textOf(found));
      expect(answer.total).toBe(1);
      expect(answer.results[0]).toMatchObject({
        wac_id: wacId,
        link: `${PUBLIC_BASE_URL}/opportunity/${wacId}`,
      });

      const read = await client.callTool({ name: 'get_opportunity', arguments: { wac_id: wacId } });
      expect(JSON.parse(textOf(read))).toMatchObject({
        wac_id: wacId,
        title: 'Quokka habitat survey',
      });

      const badFilter = await client.callTool({
        name: 'search_opportunities',
        arguments: { deadline_from: 'soon' },
      });
      expect(badFilter.isError).toBe(true);
      expect(textOf(badFilter)).toMatch(/^400: Deadline from/);
    } finally {
      await client.close();
    }
  });

  it("applies the key's scope to each tool's call", async () => {
    const key = await keyOf(['search:read']);
    const client = await connectOverHttp(`Bearer ${key.secret}`);
    try {
      const refused = await client.callTool({
        name: 'add_favourite',
        arguments: { wac_id: wacId },
      });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toContain('(favourites:write)');
    } finally {
      await client.close();
    }
    const writer = await keyOf(['favourites:write']);
    const writing = await connectOverHttp(`Bearer ${writer.secret}`);
    try {
      const added = await writing.callTool({ name: 'add_favourite', arguments: { wac_id: wacId } });
      expect(added.isError).toBeFalsy();
      const listed = await writing.callTool({ name: 'list_favourites', arguments: {} });
      expect(textOf(listed)).toContain(`${PUBLIC_BASE_URL}/opportunity/${wacId}`);
    } finally {
      await writing.close();
    }
  });

  it('refuses a client without a key, or with a revoked one', async () => {
    await expect(connectOverHttp('')).rejects.toThrow(/not valid or has been revoked/);
    const bare = await fetch(new URL('/mcp', baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(bare.status).toBe(401);
    expect(((await bare.json()) as { detail: string }).detail).toBe(
      'This API key is not valid or has been revoked.',
    );
    const owner = await createUser(testApp.database.pool, { tier: 'premium' });
    const key = await createApiKeyThroughApi(testApp.app, owner, ['search:read']);
    await testApp.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${key.id}/`,
      headers: owner.authHeader,
    });
    await expect(connectOverHttp(`Bearer ${key.secret}`)).rejects.toThrow(
      /not valid or has been revoked/,
    );
  });
});

describe('the stdio command (wac-mcp)', () => {
  it('answers tools/list and calls the API at WAC_API_URL with WAC_API_KEY', async () => {
    const key = await keyOf(['search:read']);
    const command = fileURLToPath(
      new URL('../../../../../packages/mcp/bin/wac-mcp.mjs', import.meta.url),
    );
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [command],
      env: { PATH: process.env.PATH ?? '', WAC_API_URL: baseUrl, WAC_API_KEY: key.secret },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'wac-test', version: '1.0.0' });
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toContain('search_opportunities');
      const read = await client.callTool({ name: 'get_opportunity', arguments: { wac_id: wacId } });
      expect(JSON.parse(textOf(read))).toMatchObject({
        wac_id: wacId,
        link: `${baseUrl}/opportunity/${wacId}`,
      });
    } finally {
      await client.close();
    }
  }, 60_000);
});
