import http from 'node:http';
import { escapeHtml } from '../shared/escape-html';
import { inlineScriptHashes } from './content-security-policy';

/**
 * The HTML page a page route (any path outside /api) answers with when it fails before or
 * outside the web app: a URL too long for Node's parser, broken percent-encoding, a missing
 * asset, a failure on our side (ADR 0152). A person opened that address in a browser, so they
 * get a page in words with the way back, never the API's JSON envelope.
 */

/** Machine endpoints keep the JSON envelope: the API, /metrics (a scraper) and /mcp (ADR 0211). */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname === '/metrics' ||
    pathname.startsWith('/metrics/') ||
    pathname === '/mcp' ||
    pathname === '/mcp/'
  );
}

/** What the page says per status: a heading and a sentence a visitor can act on. */
const WORDS_BY_STATUS: Record<number, { title: string; sentence: string }> = {
  400: {
    title: 'This address could not be read',
    sentence:
      'Part of the address is not written the way web addresses are. Check the link, or start again from the homepage.',
  },
  404: {
    title: 'Page not found',
    sentence: 'The page you are looking for does not exist or has moved.',
  },
  408: {
    title: 'The request took too long',
    sentence: 'Your browser took too long to send the request. Please try again.',
  },
  414: {
    title: 'This address is too long',
    sentence:
      'The address is longer than WAC can read, usually because the search in it is very long. Start a new search with fewer words.',
  },
  429: {
    title: 'Too many requests',
    sentence:
      'You have made a lot of requests in a short time. Please wait a minute and try again.',
  },
  431: {
    title: 'Your browser sent too much',
    sentence:
      'Your browser sent more cookies or headers than WAC accepts. Clearing the cookies of this site usually fixes it.',
  },
  503: {
    title: 'WAC is busy',
    sentence: 'WAC cannot answer right now. Please try again in a minute.',
  },
};
const SERVER_ERROR = {
  title: 'Something went wrong on our side',
  sentence: 'We could not show this page. Please try again; if it keeps happening, contact us.',
};

export function describeErrorStatus(status: number): { title: string; sentence: string } {
  return WORDS_BY_STATUS[status] ?? (status >= 500 ? SERVER_ERROR : WORDS_BY_STATUS[400]!);
}

// The web app's theme choice (localStorage "theme", as index.html reads it) before paint; without
// scripts the page follows the system's colour scheme.
const THEME_SCRIPT =
  "(()=>{try{var t=localStorage.getItem('theme');var d=t==='dark'||(t!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.className=d?'dark':'light'}catch(e){}})();";

// The web app's colour tokens (apps/web/src/index.css): the same contrast in both themes.
const LIGHT =
  '--bg:#f6f8fb;--card:#fff;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--brand:#1d4ed8;--on-brand:#fff;--link:#1d4ed8;--focus:#2563eb';
const DARK =
  '--bg:#0b1220;--card:#111a2e;--fg:#e5eaf3;--muted:#a3b1c6;--line:#22304d;--brand:#2563eb;--on-brand:#fff;--link:#8ab4ff;--focus:#8ab4ff';
const STYLE = `:root{${LIGHT};color-scheme:light}
@media (prefers-color-scheme:dark){:root:not(.light){${DARK};color-scheme:dark}}
:root.dark{${DARK};color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:1.5rem;background:var(--bg);color:var(--fg);font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{width:100%;max-width:34rem;background:var(--card);border:1px solid var(--line);border-radius:1rem;padding:2rem 1.5rem;text-align:center;box-shadow:0 1px 3px rgb(0 0 0/.08)}
.brand{display:inline-block;margin-bottom:1.5rem;font-weight:800;font-size:1.25rem;letter-spacing:.02em;color:var(--fg);text-decoration:none}
.status{margin:0;color:var(--muted);font-size:.875rem;font-weight:600;text-transform:uppercase;letter-spacing:.06em}
h1{margin:.5rem 0 .75rem;font-size:1.75rem;line-height:1.2}
p{margin:0;color:var(--muted)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;margin-top:2rem}
.button{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 1.25rem;border-radius:.625rem;font-weight:600;text-decoration:none;border:1px solid var(--line)}
.primary{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}
.secondary{color:var(--link);background:transparent}
a:focus-visible{outline:2px solid var(--focus);outline-offset:2px}`;

/** The whole page for `status`; `sentence` replaces the status's own when a route has a better one. */
export function renderErrorPage(status: number, sentence?: string): string {
  const words = describeErrorStatus(status);
  const reason = http.STATUS_CODES[status] ?? 'Error';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${escapeHtml(words.title)} | WAC</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<script>${THEME_SCRIPT}</script>
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/">WAC</a>
<p class="status">Error ${status}: ${escapeHtml(reason)}</p>
<h1>${escapeHtml(words.title)}</h1>
<p>${escapeHtml(sentence ?? words.sentence)}</p>
<nav class="actions" aria-label="Ways back">
<a class="button primary" href="/">Go to the homepage</a>
<a class="button secondary" href="/search">Search opportunities</a>
</nav>
</main>
</body>
</html>
`;
}

/**
 * The page's own Content-Security-Policy, stricter than the app's (ADR 0059): nothing loads but
 * its icon, its one inline script runs by hash, its style is inline.
 */
export const ERROR_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${inlineScriptHashes(renderErrorPage(500)).join(' ')}`,
  "style-src 'unsafe-inline'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
