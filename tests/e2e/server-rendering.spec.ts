import { expect, type Page, test } from '@playwright/test';
import {
  findOpportunityIds,
  registerThroughApi,
  signInWithToken,
  uniqueEmail,
} from './support/accounts';
import { collectConsoleErrors } from './support/console-errors';
import { gotoReady } from './support/navigation';
import { apiSearch } from './support/search-api';

// `/` and `/search` arrive rendered from the server (ADR 0048) and are then hydrated. Written
// against whatever data the app holds: expectations are read from the API first.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a search arrives with its total and results in the HTML', async ({ page, request }) => {
    const body = await apiSearch(request, 'sort=release_date-desc');
    await page.goto('/search?sort=release_date-desc');
    await expect(page).toHaveTitle('Search Opportunities | WAC');
    await expect(
      page.getByText(`Found ${body.total.toLocaleString('en-GB')} matching opportunities.`),
    ).toBeVisible();
    const titles = page
      .getByRole('region', { name: 'Search results' })
      .getByRole('article')
      .getByRole('heading');
    await expect(titles.first()).toHaveText(body.results[0]?.title ?? '');
    await expect(titles).toHaveCount(body.results.length);
  });

  test('an opportunity page arrives with its details and title', async ({ page, request }) => {
    const [opportunity] = await findOpportunityIds(request, 1);
    await page.goto(`/opportunity/${opportunity?.opportunity_id}`);
    await expect(page).toHaveTitle(`${opportunity?.title} | WAC`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(opportunity?.title ?? '');
    await expect(page.getByText(opportunity?.opportunity_id ?? '').first()).toBeVisible();
  });

  test('the landing page arrives with its search box and live figures', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Find UK Public Sector Tenders | WAC');
    await expect(page.getByRole('searchbox').first()).toBeVisible();
    await expect(page.getByText('Open opportunities')).toBeVisible();
  });
});

test('the rendered search page hydrates without a mismatch and then works', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await gotoReady(page, '/search?sort=release_date-desc');
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('data-server-rendered', '');
  // Hydrated: React answers a change of sort (the server's HTML alone could not).
  await page.getByLabel('Sort By').selectOption('release_date-asc');
  await expect(page).toHaveURL(/sort=release_date-asc/);
  await expect(page.getByText(/^Page 1 of \d/).first()).toBeVisible();
  await gotoReady(page, '/');
  await page.getByRole('searchbox').first().fill('maintenance');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/\/search\?q=maintenance/);
  expect(errors).toEqual([]);
});

test('a reloaded opportunity page hydrates, then offers the way back to the search', async ({
  page,
  request,
}) => {
  const [opportunity] = await findOpportunityIds(request, 1);
  const errors = collectConsoleErrors(page);
  // Hydrated first: the click is the app's own navigation (a click before hydration is the
  // next test's).
  await gotoReady(page, '/search?sort=release_date-desc');
  await page
    .getByRole('region', { name: 'Search results' })
    .getByRole('link', { name: opportunity?.title })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${opportunity?.opportunity_id}`));
  // A reload is rendered by the server, which cannot know this tab's last search.
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
  await expect(page.getByRole('link', { name: 'WAC: Return to Your Search' })).toHaveAttribute(
    'href',
    '/search?sort=release_date-desc',
  );
  expect(errors).toEqual([]);
});

test('a result clicked before the search page has hydrated still offers the way back', async ({
  page,
}) => {
  const search = '/search?q=maintenance&sort=release_date-desc';
  // The search page's scripts never arrive: its results are the server's plain links.
  const scripts = /\/assets\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  await page.goto(search);
  const result = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
  const title = (await result.getByRole('heading').textContent()) ?? '';
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  await page.unroute(scripts);
  await result.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/opportunity\//);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: 'WAC: Return to Your Search' }).click();
  await expect(page).toHaveURL(search);
  await expect(page.getByRole('searchbox').first()).toHaveValue('maintenance');
});

/** Holds the page's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what is typed into the search form before it has hydrated is kept and checked', async ({
  page,
}) => {
  // The page's scripts are held back while the visitor types into the server's markup.
  const release = await holdScripts(page);
  await page.goto('/search?q=services', { waitUntil: 'commit' });
  const min = page.getByRole('textbox', { name: 'Min value' });
  const max = page.getByRole('textbox', { name: 'Max value' });
  await min.fill('500000');
  await max.fill('10000');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  release();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // Hydrating emptied both fields and the form never heard of them (ADR 0375).
  await expect(min).toHaveValue('500000');
  await expect(max).toHaveValue('10000');
  await expect(
    page.getByText('Min value must not be more than Max value.', { exact: true }),
  ).toBeVisible();
});

test('a button pressed before hydration is pressed once hydrated, with what was typed', async ({
  page,
}) => {
  // The landing page's search, typed and sent while the scripts are held back (ADR 0378).
  let release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('searchbox').first().fill('maintenance');
  await page.getByRole('button', { name: 'Search tenders' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  release();
  await expect(page).toHaveURL(/\/search\?q=maintenance(&|$)/);
  await expect(page.getByText(/^Page 1 of \d/).first()).toBeVisible();

  // A button that is no form's (hydration renders it anew): the search cleared before hydration.
  await page.unrouteAll({ behavior: 'wait' });
  release = await holdScripts(page);
  await page.goto('/search?q=services', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
  release();
  await expect(page).toHaveURL(/\/search/);
  await expect(page).not.toHaveURL(/q=services/);
  await expect(page.getByRole('searchbox').first()).toHaveValue('');
});

test('a signed-in visitor gets their own page, not the anonymous one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('ssr');
  const session = await registerThroughApi(request, email);
  await signInWithToken(page, session);
  const errors = collectConsoleErrors(page);
  await page.goto('/search?sort=release_date-desc');
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('data-server-rendered');
  await expect(
    page.getByRole('region', { name: 'Search results' }).getByRole('article').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('with the compact list chosen, a reloaded search page never shows a card', async ({
  page,
  browser,
}) => {
  const viewport = { width: 1366, height: 900 };
  await page.setViewportSize(viewport);
  await gotoReady(page, '/search?sort=release_date-desc');
  await page.getByRole('button', { name: 'Compact' }).click();
  await expect(page.locator('[data-results-view="compact"]')).toBeVisible();

  // Every layout of results the document ever holds, from the first node the parser adds.
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { resultViewsSeen: seen });
    new MutationObserver(() => {
      document.querySelectorAll('[data-results-view]').forEach((list) => {
        seen.add(list.getAttribute('data-results-view') ?? '');
      });
    }).observe(document, { childList: true, subtree: true });
  });
  const errors = collectConsoleErrors(page);
  await page.reload();
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
  await expect(page.getByRole('button', { name: 'Compact' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('[data-results-view="compact"] li').first()).toBeVisible();
  const seen = await page.evaluate(() =>
    Array.from((window as unknown as { resultViewsSeen: Set<string> }).resultViewsSeen),
  );
  expect(seen).toEqual(['compact']);
  expect(errors).toEqual([]);

  // The server's HTML itself, read without JavaScript, is the compact list.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto(new URL('/search?sort=release_date-desc', page.url()).href);
  await expect(plain.locator('[data-results-view="compact"] li').first()).toBeVisible();
  await expect(plain.locator('[data-results-view="cards"]')).toHaveCount(0);
  await context.close();
});
