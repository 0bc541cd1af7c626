import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenFirstPageIsReady } from './app/router';
import { settlePrefetch } from './lib/prefetched-response';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html is missing <div id="root">.');

// The first page's chunk, and on /search the results index.html already asked for: the first
// paint then shows the page with its results rather than a loading state first (ADR 0046).
await Promise.all([whenFirstPageIsReady(), settlePrefetch()]);
createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
