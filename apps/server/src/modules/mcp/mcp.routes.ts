import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createWacMcpServer, toQueryString, type WacApi } from '@wac/mcp';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * The tools' API calls go to this app's own routes in process, with the caller's key: the same
 * hooks (scope, tier, per-key limit) and services run as for a call over the network.
 */
function inProcessApi(app: FastifyInstance, authorization: string): WacApi {
  return async ({ method, path, query, body }) => {
    const response = await app.inject({
      method,
      url: `${path}${toQueryString(query)}`,
      headers: { authorization, accept: 'application/json' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return { status: response.statusCode, body: isJson ? response.json() : response.body };
  };
}

/**
 * `/mcp`: WAC's MCP server over streamable HTTP (ADR 0211), stateless (a new server per POST,
 * no session to keep between processes), for `Authorization: Bearer wac_...` only. The request
 * itself is not counted against the key's limit; each API call a tool makes is.
 */
export const mcpRoutes: FastifyPluginAsync = async (app) => {
  app.post('/mcp', async (request, reply) => {
    await app.authenticateApiKey(request, { isCounted: false });
    const server = createWacMcpServer({
      api: inProcessApi(app, request.headers.authorization as string),
      publicBaseUrl: app.deps.env.PUBLIC_BASE_URL,
      version: app.deps.version,
    });
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, request.body);
  });

  // Stateless: no stream to open and no session to end, which the transport's spec answers 405.
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/mcp',
      handler: async (_request, reply) =>
        reply
          .status(405)
          .header('allow', 'POST')
          .send({ detail: 'Send MCP messages with POST.', code: 'BAD_REQUEST' }),
    });
  }
};
