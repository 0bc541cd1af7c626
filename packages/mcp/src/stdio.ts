import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createWacMcpServer } from './tools';
import { createHttpWacApi } from './wac-api';

/**
 * `wac-mcp`: WAC's MCP server on stdin/stdout for desktop assistants, calling the WAC API at
 * WAC_API_URL with the API key in WAC_API_KEY. Nothing but MCP messages goes to stdout; the key
 * is never printed.
 */
const baseUrl = process.env.WAC_API_URL?.trim();
const apiKey = process.env.WAC_API_KEY?.trim();
if (!baseUrl || !apiKey) {
  process.stderr.write(
    'wac-mcp needs WAC_API_URL (the address of WAC, e.g. https://wac.example.com) and WAC_API_KEY (an API key from your account page).\n',
  );
  process.exit(2);
}
if (!/^https?:\/\//.test(baseUrl)) {
  process.stderr.write('WAC_API_URL must start with http:// or https://.\n');
  process.exit(2);
}

const server = createWacMcpServer({
  api: createHttpWacApi(baseUrl, apiKey),
  publicBaseUrl: baseUrl,
  version: '1.0.0',
});
await server.connect(new StdioServerTransport());
