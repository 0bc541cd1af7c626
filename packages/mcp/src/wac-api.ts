/**
 * How the MCP tools reach WAC: one HTTP call of the documented API with the caller's key. The
 * stdio command calls it over the network; the server's `/mcp` calls its own routes in process.
 * Either way every check of the route (scope, tier, limits, ownership) applies as for any client.
 */
export type WacApiRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A documented path, e.g. `/api/search/`. */
  path: string;
  query?: Record<string, string | string[]>;
  body?: unknown;
};

export type WacApiAnswer = { status: number; body: unknown };

export type WacApi = (request: WacApiRequest) => Promise<WacApiAnswer>;

/** `?a=1&b=x&b=y` from a query object (lists repeat their key). */
export function toQueryString(query: WacApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of [value].flat()) params.append(name, item);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API at `baseUrl` over HTTP with `Authorization: Bearer <apiKey>`. */
export function createHttpWacApi(baseUrl: string, apiKey: string): WacApi {
  const base = baseUrl.replace(/\/+$/, '');
  return async ({ method, path, query, body }) => {
    const response = await fetch(`${base}${path}${toQueryString(query)}`, {
      method,
      headers: {
        authorization: `Bearer ${apiKey}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): the text itself is the answer.
    }
    return { status: response.status, body: parsed };
  };
}
