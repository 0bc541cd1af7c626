import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './support/navigation';

/**
 * Issue 28: the coverage of the portals is public and reachable from every page's footer and
 * from search; Leaderboards, in the header's mobile menu only (the spec), is in the footer too;
 * the sticky header hides what scrolls under it.
 */
const DESKTOP = { width: 1366, height: 900 };
const PORTALS = ['Contracts Finder', 'Find a Tender', 'Public Contracts Scotland', 'Sell2Wales'];

const footerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name, exact: true });

test.use({ viewport: DESKTOP });

test('the footer leads a desktop visitor to the leaderboards and to the coverage page', async ({
  page,
}) => {
  await gotoReady(page, '/');
  // The header keeps the spec's desktop links: no Leaderboards there.
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Leaderboards', exact: true }),
  ).toHaveCount(0);
  await footerLink(page, 'Leaderboards').click();
  await expect(page).toHaveURL(/\/leaderboards$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Procurement Leaderboards' }),
  ).toBeVisible();

  await footerLink(page, 'Coverage').click();
  await expect(page).toHaveURL(/\/coverage$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Coverage of the portals' }),
  ).toBeVisible();
});

test("the coverage page shows each portal's state, notices per day and the sample data", async ({
  page,
}) => {
  await gotoReady(page, '/coverage');
  // The browser tests' server starts on sample data, with two portals pointed at a closed port.
  await expect(page.getByText('Sample data is shown')).toBeVisible();
  for (const name of PORTALS) {
    const card = page.getByRole('region', { name });
    await expect(card.getByText('Last successful sync')).toBeVisible();
    await expect(card.getByText(/^Notices per day, last 30 days:/)).toBeVisible();
  }
  const contractsFinder = page.getByRole('region', { name: 'Contracts Finder' });
  // It never synced (the portal is unreachable): it must not read as up to date.
  await expect(contractsFinder.getByText('Not synced yet', { exact: true })).toBeVisible();
  await expect(contractsFinder.getByText('Up to date', { exact: true })).toHaveCount(0);
  // The tender imported from a release file before the start is its newest notice.
  const newest = contractsFinder.getByText('Newest notice stored').locator('..');
  await expect(newest).toContainText(
    /UK time \((\d+ (hours?|minutes?|days?)|under a minute) old\)/,
  );
  // The chart (loaded on demand) and the same figures as a table.
  await expect(contractsFinder.locator('.recharts-surface')).toBeVisible();
  await contractsFinder.getByText('Show the figures as a table').click();
  const table = contractsFinder.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').nth(1)).toContainText('(today, so far)');
  const rows = await table.getByRole('cell').allTextContents();
  expect(rows.map((text) => Number(text.replace(/,/g, ''))).reduce((a, b) => a + b, 0)).toBe(
    await contractsFinderNoticeCount(page),
  );
});

async function contractsFinderNoticeCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/coverage/');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    portals: { source_system: string; notices_last_30_days: number }[];
  };
  return body.portals.find((portal) => portal.source_system === 'ContractsFinder')!
    .notices_last_30_days;
}

test('search links to the coverage page', async ({ page }) => {
  await gotoReady(page, '/search?sort=release_date-desc');
  await page.getByRole('link', { name: 'How current is each portal?' }).click();
  await expect(page).toHaveURL(/\/coverage$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the sticky header is opaque over the headings it scrolls past (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await gotoReady(page, '/coverage');
    await expect(page.getByRole('region', { name: 'Sell2Wales' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    const background = await header.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    // rgb(r, g, b) or an alpha of 1: nothing behind it shows through.
    expect(background).toMatch(
      /^rgb\(\d+, \d+, \d+\)$|^rgba\(\d+, \d+, \d+, 1\)$|^color\(srgb [\d. ]+\)$/,
    );
    const backdrop = await header.evaluate((element) => getComputedStyle(element).backdropFilter);
    expect(backdrop === 'none' || backdrop === '').toBe(true);
  });
}
