/** More redirects than this in one request is a loop too (fetch's own limit is 20). */
export const MAX_PORTAL_REDIRECTS = 5;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A redirect the portal client refuses to follow: off the configured host, or a loop. */
export class PortalRedirectError extends Error {
  override name = 'PortalRedirectError';
}

/**
 * GETs `url`, following redirects only within `allowedOrigin` (the portal's configured
 * address): a portal is read from where it was configured and nowhere else, as `links.next` is
 * (resolveNextUrl). A redirect to another host, or one that comes back to an address already
 * visited or goes on past MAX_PORTAL_REDIRECTS, throws PortalRedirectError saying which (ADR 0168).
 */
export async function fetchWithinOrigin(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  allowedOrigin: string | undefined,
): Promise<Response> {
  const visited = new Set<string>();
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    visited.add(current);
    const response = await fetchImpl(current, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (!REDIRECT_STATUSES.has(response.status) || location === null) return response;
    await response.body?.cancel().catch(() => undefined);
    const next = new URL(location, current);
    if (allowedOrigin !== undefined && next.origin !== allowedOrigin) {
      throw new PortalRedirectError(
        `redirected to another host (${next.host}); refused: the portal is read only at its configured address ${allowedOrigin}`,
      );
    }
    if (visited.has(next.toString()) || redirects + 1 > MAX_PORTAL_REDIRECTS) {
      const why = visited.has(next.toString())
        ? `back to ${next.pathname}, already visited`
        : `more than ${MAX_PORTAL_REDIRECTS} redirects`;
      throw new PortalRedirectError(`redirect loop (${why})`);
    }
    current = next.toString();
  }
}
