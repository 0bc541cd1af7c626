import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInNewAccount } from './support/paid-account';

// A fake payment and a local receiver per journey on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A fake Slack incoming webhook on loopback: answers `ok` and keeps what it was sent. */
async function startFakeSlack() {
  const received: { text: string; blocks: unknown[] }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/services/T000/B000/secret`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#webhooks')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(blocking.map((violation) => violation.id)).toEqual([]);
}

for (const size of SIZES) {
  test(`a premium user adds a Slack webhook, tests, pauses and deletes it (${size.name})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const slack = await startFakeSlack();
    try {
      await signInNewAccount(page, request, { label: `webhook-${size.name}`, isPremium: true });
      await page.goto('/account/profile');
      const card = page.getByRole('region', { name: 'Integrations' });
      await expect(card.getByText('No webhooks yet.')).toBeVisible();
      await card.getByRole('button', { name: 'Add webhook' }).click();

      // A private address is refused, naming the field.
      await card.getByLabel('Webhook URL').fill('https://10.1.2.3/hook');
      await card.getByLabel('Name').fill('Bids channel');
      await card.getByLabel('Changes to your favourites').check();
      await card.getByRole('button', { name: 'Add webhook' }).click();
      await expect(
        card.getByText(/private, local and reserved addresses are refused/),
      ).toBeVisible();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expectAccessible(page);
        await card.screenshot({ path: testInfo.outputPath(`form-${size.name}-${theme}.png`) });
      }

      await card.getByLabel('Webhook URL').fill(slack.url);
      await card.getByRole('button', { name: 'Add webhook' }).click();
      await expect(card.getByText('Bids channel')).toBeVisible();
      await expect(card.getByText('Receives favourite changes.')).toBeVisible();
      await expect(card.getByText('secret')).toHaveCount(0);

      await card.getByRole('button', { name: 'Edit' }).click();
      await card
        .getByLabel('New notices and awards of the buyers and suppliers you follow')
        .check();
      await card.getByRole('button', { name: 'Save changes' }).click();
      await expect(
        card.getByText('Receives followed buyers and suppliers and favourite changes.'),
      ).toBeVisible();

      await card.getByRole('button', { name: 'Send test message' }).click();
      await expect(card.getByText('The test message was delivered.')).toBeVisible();
      expect(slack.received).toHaveLength(1);
      expect(slack.received[0]!.text).toBe('Test message from WAC for "Bids channel"');
      await expect(card.getByText(/^Last delivered: \d/)).toBeVisible();

      await card.getByRole('button', { name: 'Pause' }).click();
      await expect(card.getByText('Paused', { exact: true })).toBeVisible();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await expectAccessible(page);
        await card.screenshot({ path: testInfo.outputPath(`list-${size.name}-${theme}.png`) });
      }
      await card.getByRole('button', { name: 'Resume' }).click();
      await expect(card.getByText('Active', { exact: true })).toBeVisible();

      await card.getByRole('button', { name: 'Delete' }).click();
      await card.getByRole('group').getByRole('button', { name: 'Delete' }).click();
      await expect(card.getByText('No webhooks yet.')).toBeVisible();
    } finally {
      await slack.close();
    }
  });
}
