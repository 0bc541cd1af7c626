import { STORAGE_KEYS } from '@/config/constants';

/**
 * Set on <html> before paint when the browser holds a session. The server renders pages as an
 * anonymous visitor sees them, so such a browser renders its own page instead of hydrating
 * (main.tsx), and index.css hides the anonymous markup meanwhile.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/**
 * The first element of <head> on a page rendered on the server (apps/server/src/http/
 * server-render.ts puts it there): tells the inline prefetch script of index.html that the page
 * already holds its data, and marks a signed-in visitor's document.
 */
export const SERVER_HEAD_SCRIPT = `<script>window.__WAC_SSR__=true;try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)}))document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'')}catch(e){}</script>`;

/**
 * The id of the `<script type="application/json">` element in which a page rendered on the
 * server carries its query cache (main.tsx reads it). A data block, not a script: it never runs,
 * so the Content-Security-Policy needs no hash for a body that changes with every page.
 */
export const QUERY_STATE_ELEMENT_ID = 'wac-query-state';
