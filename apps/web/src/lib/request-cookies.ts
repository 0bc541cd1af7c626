import { createContext, use } from 'react';

/**
 * The Cookie header of the request a page is rendered for on the server (entry-server.tsx), so a
 * preference the browser sent (only the result layout, ADR 0098) shapes the first paint. In the
 * browser there is no provider and the document's own cookies are read: while hydrating they
 * are the ones the server was sent, so both render the same.
 */
export const RequestCookiesContext = createContext<string | undefined>(undefined);

/** One cookie's value from a Cookie header (or `document.cookie`), null when it is not there. */
export function parseCookie(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** Reads a cookie the way the server rendering saw it: from the request, else the document. */
export function useRequestCookie(name: string): () => string | null {
  const header = use(RequestCookiesContext);
  return () => parseCookie(header ?? globalThis.document?.cookie ?? '', name);
}

/** A first-party preference cookie for a year, sent with page requests only from this site. */
export function writePreferenceCookie(name: string, value: string): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
