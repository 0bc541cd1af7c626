import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInNewAccount } from './support/paid-account';

// A fake payment, several pages and a download per journey on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test('a premium user switches an alert profile to instant emails', async ({ page, request }) => {
  const { headers } = await signInNewAccount(page, request, {
    label: 'instant',
    isPremium: true,
  });
  const name = `Bridges ${Date.now() % 100_000}`;
  const created = await request.post('/api/alert-profiles/', {
    headers,
    data: { profile_name: name, keywords: 'bridge' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/account/alerts');
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Daily digest')).toBeVisible();
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const choice = page.getByRole('group', { name: 'When to email' });
  await expect(choice.getByRole('radio', { name: /Daily digest/ })).toBeChecked();
  await choice.getByRole('radio', { name: /As soon as found/ }).check();
  await expect(page.getByText('Email me new matches as soon as they are found.')).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(card.getByText('As soon as found')).toBeVisible();
  const saved = await (await request.get('/api/alert-profiles/', { headers })).json();
  expect(saved[0]).toMatchObject({ profile_name: name, delivery: 'instant' });
});

test('a user copies their calendar link, which serves the feed, and resets it', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInNewAccount(page, request, { label: 'calendar', isPremium: false });
  await page.goto('/account/profile');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await card.getByRole('button', { name: 'Create calendar link' }).click();
  const field = card.getByLabel('Your calendar link');
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
  const link = await field.inputValue();
  await card.getByRole('button', { name: 'Copy link' }).click();
  await expect(card.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const feed = await request.get(link);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await card.getByRole('button', { name: 'Reset link' }).click();
  await card.getByRole('group').getByRole('button', { name: 'Reset link' }).click();
  await expect(field).not.toHaveValue(link);
  expect((await request.get(link)).status()).toBe(404);
});

test('a premium user exports the current search as CSV', async ({ page, request }) => {
  await signInNewAccount(page, request, { label: 'export', isPremium: true });
  await page.goto('/search?q=services&sort=release_date-desc');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^wac-search-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFWAC ID,Title,Status,Buyer')).toBe(true);
  const search = await (await request.get('/api/search/?q=services&sort=release_date-desc')).json();
  const firstRow = text.split('\r\n')[1]!;
  expect(firstRow.startsWith(`${search.results[0].id},`)).toBe(true);
});
