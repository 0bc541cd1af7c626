import { expect, type Page, test } from '@playwright/test';
import { apiSearch } from './support/search-api';

// Issue 17: status badges and the "Open for bids only" filter, CPV codes in words, the compact
// list, and why a result matched. Expectations are read from the API first (sample data).
test.describe.configure({ timeout: 90_000 });

const results = (page: Page) => page.getByRole('region', { name: 'Search results' });

async function showFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show filters' });
  if (await toggle.isVisible()) await toggle.click();
}

test('status badges, and "Open for bids only" narrows to open tenders', async ({
  page,
  request,
}) => {
  const open = await apiSearch(request, 'status=open&sort=release_date-desc');
  expect(open.total).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/search?sort=release_date-desc');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expect(results(page).locator('[data-status]').first()).toBeVisible();

  await page.getByRole('checkbox', { name: 'Open for bids only' }).click();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/status=open/);
  await expect(
    page.getByText(`Found ${open.total.toLocaleString('en-GB')} matching`),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Status: Open for bids' }),
  ).toBeVisible();
  const badges = results(page).locator('[data-status]');
  await expect(badges.first()).toBeVisible();
  for (const status of await badges.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-status')),
  )) {
    expect(['open', 'closing_soon']).toContain(status);
  }
  await expect(badges.first()).toHaveText(/^(Open|Closes)/);
});

test('the compact list shows at least ten results above the fold at 1366x900, and is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/search?sort=release_date-desc');
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Compact' }).click();
  const rows = page.getByRole('list', { name: 'Results, compact' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const aboveTheFold = await rows.evaluateAll(
    (items) =>
      items.filter((item) => item.getBoundingClientRect().bottom <= window.innerHeight).length,
  );
  expect(aboveTheFold).toBeGreaterThanOrEqual(10);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compact' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(rows.first()).toBeVisible();

  // Phones keep cards, whatever was chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Compact' })).toBeHidden();
  await expect(results(page).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Results, compact' })).toBeHidden();
});

test('keyword matches are highlighted, and the CPV filter matched is named', async ({
  page,
  request,
}) => {
  const { results: newest } = await apiSearch(request, 'sort=release_date-desc');
  const word = newest
    .flatMap((result) => result.title.split(/[^A-Za-z]+/))
    .find((candidate) => candidate.length >= 5)!
    .toLowerCase();
  await page.goto(`/search?q=${word}&sort=release_date-desc`);
  const mark = results(page).locator('mark').first();
  await expect(mark).toBeVisible();
  expect((await mark.textContent())?.toLowerCase()).toContain(word.slice(0, 4));

  const withCpv = newest.find((result) => result.cpv_code);
  expect(withCpv, 'a result with a CPV code').toBeTruthy();
  const division = `${withCpv!.cpv_code!.slice(0, 2)}000000`;
  await page.goto(`/search?cpv_codes=${division}&sort=release_date-desc`);
  await expect(
    results(page)
      .getByText(/^Matched: CPV \d{2} /)
      .first(),
  ).toBeVisible();
});

test('the CPV filter suggests codes by word and shows them as labelled chips', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/search?sort=release_date-desc');
  await showFilters(page);
  const combobox = page.getByRole('combobox', { name: 'CPV Codes' });
  await combobox.fill('cleaning serv');
  const option = page.getByRole('option', { name: /90910000\s*Cleaning services/ });
  await expect(option).toBeVisible();
  await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-activedescendant', /.+/);
  await option.click();
  await expect(
    page.getByRole('list', { name: 'Chosen CPV codes' }).getByText('90910000 Cleaning services'),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: '90910000 Cleaning services' }).first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/cpv_codes=90910000/);
});

test('exclusions leave out matching results', async ({ page, request }) => {
  const { results: newest } = await apiSearch(request, 'sort=release_date-desc');
  const word = newest
    .flatMap((result) => result.title.split(/[^A-Za-z]+/))
    .find((candidate) => candidate.length >= 5)!
    .toLowerCase();
  const excluded = await apiSearch(request, `q=-${word}`);
  const all = await apiSearch(request, 'sort=release_date-desc');
  expect(excluded.total).toBeLessThan(all.total);
  await page.goto(`/search?q=-${word}&sort=release_date-desc`);
  await expect(
    page.getByText(`Found ${excluded.total.toLocaleString('en-GB')} matching`),
  ).toBeVisible();
});
