import { STORAGE_KEYS } from '@/config/constants';

/**
 * Set on <html> before paint when the browser holds a session. The server renders pages as an
 * anonymous visitor sees them, so such a browser renders its own page instead of hydrating
 * (main.tsx), and index.css hides the anonymous markup meanwhile.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';

/** Where the head script holds the presses made before hydration (lib/typed-before-hydration). */
export const EARLY_PRESSES_KEY = '__WAC_EARLY_PRESSES__';

/**
 * Catches what a button press would be lost as before hydration (ADR 0378): a press of a
 * button, or a form sent with none (Enter in its field). What the browser would do is cancelled
 * (a submit button would reload the page without the app's URL) and the button or form is held
 * in window[EARLY_PRESSES_KEY]; the app presses it again once hydrated and then sets the key to
 * null, which ends the catching. Links, fields and toggles are left to the browser.
 */
const CATCH_EARLY_PRESSES = `(function(){var held=window.${EARLY_PRESSES_KEY}=[];function hold(event,target){if(window.${EARLY_PRESSES_KEY}!==held)return;event.preventDefault();held.push(target)}document.addEventListener('click',function(event){var target=event.target;var button=target&&target.closest&&target.closest('button,input[type=submit],input[type=button]');if(button&&!button.disabled)hold(event,button)},true);document.addEventListener('submit',function(event){hold(event,event.target)},true)})();`;

/**
 * The first element of <head> on a page rendered on the server (apps/server/src/http/
 * server-render.ts puts it there): tells the inline prefetch script of index.html that the page
 * already holds its data, marks a signed-in visitor's document and holds presses made before
 * hydration.
 */
export const SERVER_HEAD_SCRIPT = `<script>window.__WAC_SSR__=true;try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)}))document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'')}catch(e){}${CATCH_EARLY_PRESSES}</script>`;

/**
 * The id of the `<script type="application/json">` element in which a page rendered on the
 * server carries its query cache (main.tsx reads it). A data block, not a script: it never runs,
 * so the Content-Security-Policy needs no hash for a body that changes with every page.
 */
export const QUERY_STATE_ELEMENT_ID = 'wac-query-state';
