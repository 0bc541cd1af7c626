import { expect, test } from '@playwright/test';

test('a path that is no page answers 404 with the app and its not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Search' }).first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  // The app works from there.
  await page.getByRole('link', { name: 'Search opportunities' }).click();
  await expect(page).toHaveURL(/\/search\?sort=release_date-desc$/);
});

test('every page of the app answers 200', async ({ request }) => {
  for (const path of ['/', '/search', '/leaderboards', '/pricing', '/account/favourites']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
