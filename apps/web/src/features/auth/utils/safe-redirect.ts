/**
 * A same-site path to go to after login, or null. `next` and `redirect` come from the URL, so
 * anything that could leave the site (`//evil.example`, `https://...`, `/\evil`) is ignored.
 */
export function toSafeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  try {
    const url = new URL(value, 'https://wac.invalid');
    if (url.origin !== 'https://wac.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Where login sends the user: `redirect` (e.g. /pricing), else `next`, else `fallback`. */
export function resolvePostLoginPath(search: URLSearchParams, fallback = '/'): string {
  return (
    toSafeRedirectPath(search.get('redirect')) ?? toSafeRedirectPath(search.get('next')) ?? fallback
  );
}
