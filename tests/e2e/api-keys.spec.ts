import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInNewAccount } from './support/paid-account';

// A fake payment and several pages per journey on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** axe's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

for (const size of SIZES) {
  test(`a premium user creates a key, copies it once, uses it and revokes it (${size.name})`, async ({
    page,
    request,
    context,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInNewAccount(page, request, { label: `keys-${size.name}`, isPremium: true });
    await page.goto('/account/profile');
    const card = page.getByRole('region', { name: 'API keys' });
    await expect(card.getByText('You have no API keys yet.')).toBeVisible();

    await card.getByRole('textbox', { name: 'Key name' }).fill('Bid CRM');
    await card.getByRole('checkbox', { name: /Read and write favourites/ }).check();
    await card.getByRole('button', { name: 'Create key' }).click();
    const field = card.getByLabel('Your new key “Bid CRM”');
    await expect(field).toHaveValue(/^wac_[A-Za-z0-9_-]{43}$/);
    const secret = await field.inputValue();
    await card.getByRole('button', { name: 'Copy key' }).click();
    await expect(card.getByText('Key copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect(card.getByText(secret.slice(0, 12))).toBeVisible();
    await expect(card.getByRole('textbox', { name: 'Key name' })).toHaveValue('');
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await seriousViolations(page), `${theme} theme`).toEqual([]);
    }

    const bearer = { authorization: `Bearer ${secret}` };
    expect((await request.get('/api/favourites/', { headers: bearer })).status()).toBe(200);

    // Shown once: after Done, or on another visit, the page never holds the secret again.
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(field).toHaveCount(0);
    await page.reload();
    await expect(card.getByText('Bid CRM', { exact: true })).toBeVisible();
    await expect(card.getByText(/Last used .*UK time/)).toBeVisible();
    expect(await page.content()).not.toContain(secret);

    await card.getByRole('button', { name: 'Revoke Bid CRM…' }).click();
    await card.getByRole('button', { name: 'Revoke Bid CRM', exact: true }).click();
    await expect(card.getByText('You have no API keys yet.')).toBeVisible();
    expect((await request.get('/api/favourites/', { headers: bearer })).status()).toBe(401);
  });
}

test('a free user is offered the plans instead of a key', async ({ page, request }) => {
  await signInNewAccount(page, request, { label: 'keys-free', isPremium: false });
  await page.goto('/account/profile');
  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByText('API keys come with the Premium plan and above.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  await expect(card.getByRole('button', { name: 'Create key' })).toHaveCount(0);
});

test('the API reference takes a key and tries a call with it', async ({ page, request }) => {
  const { headers } = await signInNewAccount(page, request, {
    label: 'keys-docs',
    isPremium: true,
  });
  const created = await request.post('/api/api-keys/', {
    headers,
    data: { key_name: 'Docs', scopes: ['favourites:read'] },
  });
  expect(created.status()).toBe(201);
  const { secret } = await created.json();

  await page.goto('/api/docs/');
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  // The Bearer scheme's box (the session token's box is the other one).
  const scheme = page.locator('.auth-container', { has: page.locator('#auth-bearer-value') });
  await scheme.locator('#auth-bearer-value').fill(secret);
  await scheme.getByRole('button', { name: 'Apply credentials' }).click();
  await page.getByRole('button', { name: 'Close' }).first().click();

  // The tags start closed (docExpansion 'none'): open Favourites first.
  await page.locator('#operations-tag-Favourites').click();
  const operation = page.locator('#operations-Favourites-getApiFavourites');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/favourites/'));
  await operation.getByRole('button', { name: 'Execute' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().headers().authorization).toBe(`Bearer ${secret}`);
});
