// First: before any schema is built (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, resolveLazyRoutes, whenFirstPageIsReady } from './app/router';
import { rememberSearchThatLinkedHere } from './features/search/utils/last-search-url';
import { reportRecoverableError } from './lib/error-reporting';
import { settlePrefetch } from './lib/prefetched-response';
import { createQueryClient } from './lib/query-client';
import { QUERY_STATE_ELEMENT_ID, SIGNED_IN_ATTRIBUTE } from './lib/server-rendering';
import { holdTypedFields } from './lib/typed-before-hydration';
import './index.css';

/** The query cache the server rendered the page with (src/entry-server.tsx), if it did. */
function readServerState(): DehydratedState | undefined {
  const text = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : undefined;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html is missing <div id="root">.');

// Before the first render, which reads the tab's last search (the header's logo link).
rememberSearchThatLinkedHere();
const queryClient = createQueryClient();
const serverState = readServerState();
// The server renders pages as an anonymous visitor sees them; a signed-in visitor's browser
// renders its own. The server's head script decided which before paint (lib/server-rendering.ts),
// and the stylesheet hides the anonymous markup by the same mark.
const isSignedIn = document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);

/** Resolves after the browser has painted a frame (a timer set from an animation frame). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (serverState && !isSignedIn) {
  // Let the server's markup reach the screen whole before the work of hydrating starts: the
  // parser may have painted only its top part so far.
  await afterNextPaint();
  hydrate(queryClient, serverState);
  // Hydration must render exactly what the server did: the page's code first, then the router.
  await resolveLazyRoutes(window.location);
  const router = createAppRouter();
  // Hydrating empties what was typed meanwhile; the app gives it back once hydrated.
  holdTypedFields(rootElement);
  hydrateRoot(
    rootElement,
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
    { onRecoverableError: reportRecoverableError },
  );
} else {
  const router = createAppRouter();
  // The first page's chunk, and on /search the results index.html already asked for: the first
  // paint then shows the page with its results rather than a loading state first (ADR 0046).
  await Promise.all([whenFirstPageIsReady(router), settlePrefetch()]);
  // A signed-in visitor on a server-rendered page: that markup was the anonymous page.
  if (rootElement.hasAttribute('data-server-rendered')) {
    rootElement.replaceChildren();
    rootElement.removeAttribute('data-server-rendered');
  }
  createRoot(rootElement).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
