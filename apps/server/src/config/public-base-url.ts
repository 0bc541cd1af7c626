/**
 * The one definition of the address links point at (ADR 0150): emails, calendar feeds and CSV
 * exports all build their links with `buildPublicLink` on `env.PUBLIC_BASE_URL`, which defaults
 * to the address the server listens on, so `PORT=4100 npm start` sends links to port 4100.
 */

// Addresses that mean "this machine" (or every interface, which includes it): a browser on the
// machine reaches all of them as `localhost`, which is also what start-up prints.
const LOCAL_HOSTS = new Set(['127.0.0.1', '::1', '[::1]', 'localhost', '0.0.0.0', '::', '']);

/** `http://localhost:4100` for HOST 127.0.0.1 and PORT 4100; other hosts as they are. */
export function listeningBaseUrl(host: string, port: number): string {
  const name = host.trim().toLowerCase();
  if (LOCAL_HOSTS.has(name)) return `http://localhost:${port}`;
  // An IPv6 literal needs brackets in a URL.
  return name.includes(':') && !name.startsWith('[')
    ? `http://[${name}]:${port}`
    : `http://${name}:${port}`;
}

// The link builders live in the contract, shared with the MCP server's tool results.
export { buildOpportunityLink, buildPublicLink } from '@wac/contract';

function comparableOrigin(url: string): string {
  const parsed = new URL(url);
  const host = LOCAL_HOSTS.has(parsed.hostname) ? 'localhost' : parsed.hostname;
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${host}:${parsed.port}${path}`;
}

/**
 * The start-up warning when PUBLIC_BASE_URL is set and is not where the server listens; none
 * when they agree (loopback names count as one). Behind a reverse proxy they differ on purpose,
 * so the text says what the setting does rather than calling it wrong.
 */
export function describeBaseUrlMismatch(
  configured: string | undefined,
  listening: string,
): string | undefined {
  if (configured === undefined) return undefined;
  if (comparableOrigin(configured) === comparableOrigin(listening)) return undefined;
  return (
    `PUBLIC_BASE_URL is ${configured} but WAC listens on ${listening}: links in emails, ` +
    'calendar feeds and CSV exports point at PUBLIC_BASE_URL. That is right behind a reverse ' +
    'proxy or a public address; otherwise unset PUBLIC_BASE_URL (it then follows HOST and PORT).'
  );
}
