import { expect, type Page, test } from '@playwright/test';
import { signInWithToken } from './support/accounts';
import { registerPremium, registerProfessional } from './support/premium';

// Several pages and a fake payment per journey on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The first organisation page linked from the leaderboard tab, by its link text. */
async function openFromLeaderboard(page: Page, tab: 'Top Buyers' | 'Top Suppliers') {
  await page.goto('/leaderboards');
  await page.getByRole('tab', { name: tab }).click();
  const linkName = tab === 'Top Buyers' ? ': buyer page$' : ': supplier page$';
  const profileLink = page
    .getByRole('table')
    .getByRole('link', { name: new RegExp(linkName) })
    .first();
  await profileLink.click();
  await expect(page).toHaveURL(tab === 'Top Buyers' ? /\/buyer\/\d+$/ : /\/supplier\/\d+$/);
}

test('a visitor sees a buyer page with open opportunities and an upgrade prompt in place of the analytics', async ({
  page,
}) => {
  await openFromLeaderboard(page, 'Top Buyers');
  await expect(page.getByText('Buyer', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(
    page.getByRole('heading', { name: /^Open opportunities now \(\d+\)$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Unlock buyer and supplier intelligence' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key figures' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in to follow' })).toBeVisible();
});

test('a paid user reads a buyer page, goes on to a supplier, follows it and sees it in the account', async ({
  page,
  request,
}) => {
  await signInWithToken(page, await registerPremium(request, 'intel-follow'));
  await openFromLeaderboard(page, 'Top Buyers');
  await expect(page.getByRole('heading', { name: 'Key figures' })).toBeVisible();
  // The chart's figures are a table too, for screen readers.
  const years = page.getByRole('table', { name: 'Awards by year' });
  await expect(years.getByRole('row').nth(1)).toContainText(/£[\d,]+/);
  await expect(page.getByRole('heading', { name: 'Top categories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contracts ending soon' })).toBeVisible();

  const suppliers = page.getByRole('region', { name: 'Main suppliers' });
  const supplierLink = suppliers.getByRole('link').first();
  const supplierName = (await supplierLink.textContent())!.trim();
  await supplierLink.click();
  await expect(page).toHaveURL(/\/supplier\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: supplierName })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Main buyers' })).toBeVisible();

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText('You follow this supplier')).toBeVisible();
  await page.goto('/account/following');
  const followed = page.getByRole('region', { name: 'Suppliers you follow' });
  await expect(followed.getByRole('link', { name: supplierName })).toBeVisible();
  await followed.getByRole('button', { name: `Unfollow ${supplierName}` }).click();
  await expect(followed.getByText('No suppliers yet')).toBeVisible();
});

test('a supplier page is linked from an award, and the award page links back to its buyer', async ({
  page,
  request,
}) => {
  await signInWithToken(page, await registerPremium(request, 'intel-links'));
  await openFromLeaderboard(page, 'Top Suppliers');
  const recent = page.getByRole('region', { name: 'Recent awards' });
  await recent.getByRole('listitem').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/opportunity\/WAC-/);
  // The detail page names the buyer with a link to its page.
  const buyerHref = page.locator('a[href^="/buyer/"]').first();
  await expect(buyerHref).toBeVisible();
  await buyerHref.click();
  await expect(page).toHaveURL(/\/buyer\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Main suppliers' })).toBeVisible();
});

test('the radar lists contracts ending within the window, soonest first, with the buyer and an estimate for Professional', async ({
  page,
  request,
}) => {
  await page.goto('/radar');
  await expect(page.getByRole('heading', { level: 1, name: 'Re-tender radar' })).toBeVisible();
  await page.getByText('3 months', { exact: true }).click();
  await expect(page).toHaveURL(/months=3/);
  await expect(page.getByText(/awarded contracts? ends? in the next 3 months\./)).toBeVisible();
  const ends = await page.getByText(/^Ends \d+ \w+ \d{4}$/).allTextContents();
  expect(ends.length).toBeGreaterThan(0);
  const times = ends.map((text) => Date.parse(text.replace('Ends ', '')));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  const limit = Date.now() + 93 * 86_400_000;
  expect(times.every((time) => time >= Date.now() - 86_400_000 && time <= limit)).toBe(true);
  await expect(page.getByText('The first page of the radar is free.')).toBeVisible();
  // A shared link to a later page: the tier rule reads as the upgrade note, not as a failure.
  await page.goto('/radar?months=12&page=2');
  await expect(page.getByText('The first page of the radar is free.')).toBeVisible();
  await expect(page.getByText(/Could not load the radar/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the first page' }).click();
  await expect(
    page.getByText(/Re-tender expected around|awarded contracts? ends?/).first(),
  ).toBeVisible();

  // Premium sees the first page and the way to the plan that has the rest (ADR 0141).
  await signInWithToken(page, await registerPremium(request, 'intel-radar-premium'));
  await page.goto('/radar?months=12');
  await expect(page.getByText('The first page of the radar is free.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Professional' })).toBeVisible();

  await signInWithToken(page, await registerProfessional(request, 'intel-radar'));
  await page.goto('/radar?months=12');
  // The buyers' timings are computed by a job after the sample data loads: give it a moment.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/Re-tender expected around/).first()).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await page.getByLabel('Region').selectOption('UKI');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/region=UKI/);
  const firstRow = page.getByRole('article').first();
  await firstRow.locator('a[href^="/buyer/"]').first().click();
  await expect(page).toHaveURL(/\/buyer\/\d+$/);
});
