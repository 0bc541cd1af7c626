import { expect, test } from '@playwright/test';
import { registerThroughApi, signInWithToken, uniqueEmail } from './support/accounts';

test('anonymous visitors see both all-time boards and the prompt to unlock filters', async ({
  page,
}) => {
  await page.goto('/leaderboards');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Procurement Leaderboards' }),
  ).toBeVisible();
  await expect(page.getByText('to unlock year and month filters.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fleaderboards',
  );
  await expect(page.getByRole('link', { name: 'create a free account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(page.getByLabel('Year')).toHaveCount(0);

  const buyersTab = page.getByRole('tab', { name: 'Top Buyers' });
  await expect(buyersTab).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Rank',
    'Buyer Name',
    'Total Awarded Value',
    'Award Count',
  ]);
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').first()).toHaveText('01');
  await expect(firstRow).toContainText(/£[\d,]+/);
  await expect(firstRow.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/search\?buyer_name=/,
  );
  expect(await table.getByRole('row').count()).toBeLessThanOrEqual(11);

  await page.getByRole('tab', { name: 'Top Suppliers' }).click();
  await expect(page).toHaveURL(/\/leaderboards\?tab=suppliers$/);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Rank',
    'Supplier Name',
    'Scheme / ID',
    'Total Awarded Value',
    'Award Count',
  ]);
  const supplierRow = table.getByRole('row').nth(1);
  await expect(supplierRow.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/search\?q=%22.+%22$/,
  );
  await expect(supplierRow.getByRole('cell').nth(1)).toHaveText(/^(.+: .+|.+|N\/A)$/);
});

test('anonymous API callers get a 401 for a year or month', async ({ request }) => {
  const allTime = await request.get('/api/leaderboards/buyers/?year=&month=&limit=10');
  expect(allTime.status()).toBe(200);
  const filtered = await request.get('/api/leaderboards/suppliers/?year=2025&month=3');
  expect(filtered.status()).toBe(401);
  expect((await filtered.json()).detail).toBe(
    'Log in or create a free account to filter leaderboards by year and month.',
  );
});

test('signed-in users filter both boards by year and month', async ({ page, request }) => {
  const session = await registerThroughApi(request, uniqueEmail('leaderboards'));
  await signInWithToken(page, session);
  await page.goto('/leaderboards');
  await expect(page.getByText('to unlock year and month filters.')).toHaveCount(0);

  const year = page.getByLabel('Year');
  const month = page.getByLabel('Month');
  const thisYear = new Date().getFullYear();
  await expect(year.locator('option')).toHaveText([
    'All Time',
    ...[0, 1, 2, 3, 4].map((back) => String(thisYear - back)),
  ]);
  await expect(month).toBeDisabled();

  await year.selectOption(String(thisYear));
  await expect(page).toHaveURL(new RegExp(`year=${thisYear}`));
  await expect(month).toBeEnabled();
  await expect(month.locator('option').first()).toHaveText('All Months');
  await expect(month.locator('option')).toHaveCount(13);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1).getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`award_date_from=${thisYear}-01-01&award_date_to=${thisYear}-12-31$`),
  );

  // A month long past in the sample window may be empty. Which it is comes from the API, asked
  // first, so a failing API fails this test instead of passing as "empty".
  const period = `year=${thisYear - 4}&month=1&limit=10`;
  const answer = await request.get(`/api/leaderboards/suppliers/?${period}`, {
    headers: { authorization: `Token ${session.token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const rows = (await answer.json()) as unknown[];
  await page.getByRole('tab', { name: 'Top Suppliers' }).click();
  await year.selectOption(String(thisYear - 4));
  await month.selectOption('1');
  await expect(page).toHaveURL(new RegExp(`tab=suppliers&year=${thisYear - 4}&month=1$`));
  if (rows.length === 0) {
    await expect(page.getByText('No suppliers found for the selected period.')).toBeVisible();
  } else {
    await expect(
      page.getByRole('table').getByRole('row').nth(1).getByRole('link').first(),
    ).toHaveAttribute(
      'href',
      new RegExp(`award_date_from=${thisYear - 4}-01-01&award_date_to=${thisYear - 4}-01-31$`),
    );
  }
});
