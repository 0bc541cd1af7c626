import { expect, type Page, test } from '@playwright/test';
import { findOpportunityIds, registerThroughApi, uniqueEmail } from './support/accounts';
import { collectConsoleErrors } from './support/console-errors';
import { gotoReady } from './support/navigation';

// Every React hydration failure (minified errors #418-#425, reported through main.tsx's
// onRecoverableError) and every other console error fails these tests: a mismatch is never
// shown to the visitor, React silently renders the page again in the browser.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/**
 * A session that reaches storage after the server's head script looked for one (it found none,
 * so the page is hydrated as the anonymous page it is) but before React hydrates: another tab
 * signing in at that moment. Stored once the parser reaches <div id="root">, which is after the
 * head script and before the app's module runs.
 */
async function storeSessionDuringLoad(page: Page, session: { token: string; user: unknown }) {
  await page.addInitScript(
    ([token, user]) => {
      if (localStorage.getItem('authToken')) return;
      const observer = new MutationObserver(() => {
        if (!document.getElementById('root')) return;
        observer.disconnect();
        localStorage.setItem('authToken', token);
        localStorage.setItem('authUser', user);
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    [session.token, JSON.stringify(session.user)],
  );
}

test('a session stored while the page loads: dark phone search hydrates, then signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('hydrate');
  const session = await registerThroughApi(request, email);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await storeSessionDuringLoad(page, session);
  const errors = collectConsoleErrors(page);

  await page.goto('/search?sort=release_date-desc');
  // The anonymous page from the server was hydrated, not thrown away...
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
  await expect(page.locator('html')).not.toHaveAttribute('data-signed-in');
  // ...and the session that arrived meanwhile is then restored.
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(errors).toEqual([]);
});

test('the main pages load without a console error, signed in and out, both themes and sizes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerThroughApi(request, uniqueEmail('hydrate-all'));
  const [opportunity] = await findOpportunityIds(request, 1);
  const profiles = (await (
    await request.get('/api/search/?stage=award&sort=release_date-desc')
  ).json()) as { results: { supplier_organisation_id: number | null }[] };
  const awarded = profiles.results.find((result) => result.supplier_organisation_id);
  expect(awarded, 'an awarded opportunity with a linked supplier').toBeDefined();
  const paths = [
    '/',
    '/search?sort=release_date-desc',
    `/opportunity/${opportunity?.opportunity_id}`,
    `/supplier/${awarded?.supplier_organisation_id}`,
  ];

  for (const signedIn of [false, true]) {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await browser.newContext({ viewport, colorScheme: theme });
        await context.addInitScript(
          ([chosenTheme, token, user]) => {
            localStorage.setItem('theme', chosenTheme);
            if (token) {
              localStorage.setItem('authToken', token);
              localStorage.setItem('authUser', user);
            }
          },
          [theme, signedIn ? session.token : '', JSON.stringify(session.user)],
        );
        const page = await context.newPage();
        const errors = collectConsoleErrors(page);
        for (const path of paths) {
          // Rendered by React (hydrated or rendered afresh), then its data shown.
          await gotoReady(page, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        }
        const label = `${signedIn ? 'signed in' : 'anonymous'}, ${theme}, ${viewport.width}px`;
        expect(errors, label).toEqual([]);
        await context.close();
      }
    }
  }
});
