import { expect, test } from '@playwright/test';

test('the landing search goes to /search?q= with the term and Best Match, or /search when empty', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Find UK Public Sector Tenders | WAC');
  const box = page.getByRole('searchbox', { name: 'Search by keyword, buyer or CPV code' });

  await page.getByRole('button', { name: 'Search tenders' }).click();
  await expect(page).toHaveURL(/\/search$/);

  await page.goto('/');
  await box.fill('road maintenance');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=road\+maintenance&sort=relevance$/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('road maintenance');
  await expect(page.getByLabel('Sort By')).toHaveValue('relevance');
});

test('the live figures come from the data', async ({ page, request }) => {
  const stats = await (await request.get('/api/stats/')).json();
  await page.goto('/');
  const figures = page.locator('dl');
  await expect(figures.getByText('Open opportunities')).toBeVisible();
  await expect(figures).toContainText(stats.open_opportunities.toLocaleString('en-GB'));
  await expect(figures).toContainText(stats.new_this_week.toLocaleString('en-GB'));
});

test('the feature showcase: the picture advances and wraps, the dots jump', async ({ page }) => {
  await page.goto('/');
  const title = page.getByTestId('showcase-slide-title');
  const picture = page.getByRole('button', { name: /^Next feature:/ });
  await expect(title).toHaveText('One search for every notice');

  await picture.click();
  await expect(title).toHaveText('Alerts that do the searching');
  // It promised matches "well before the deadline": an alert lists what is new, whatever its date.
  await expect(page.getByText(/as soon as they are found or in a daily digest/)).toBeVisible();
  await expect(page.getByText(/well before the deadline/)).toHaveCount(0);
  await picture.click();
  await picture.click();
  await expect(title).toHaveText('Everything about an opportunity');
  await picture.click();
  await expect(title).toHaveText('One search for every notice');

  const thirdDot = page.getByRole('button', { name: 'Show feature 3: Procurement leaderboards' });
  await thirdDot.click();
  await expect(title).toHaveText('Procurement leaderboards');
  await expect(thirdDot).toHaveAttribute('aria-current', 'true');
});

test('no partner logos or testimonials without an operator content file (ADR 0142)', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/api/site-content/')).json()).toEqual({
    partners: [],
    testimonials: [],
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trusted by' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What suppliers say' })).toHaveCount(0);
  await expect(page.getByRole('figure')).toHaveCount(0);
});

test('the sample-data banner shows on sample data and can be dismissed', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Sample data notice' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss sample data notice' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the About page names all four portals the data comes from', async ({ page }) => {
  await page.goto('/about');
  // "Where the data comes from" named only Contracts Finder and Find a Tender.
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'Where the data comes from' }),
  });
  for (const portal of [
    'Contracts Finder',
    'Find a Tender',
    'Public Contracts Scotland',
    'Sell2Wales',
  ]) {
    await expect(section).toContainText(portal);
  }
});
