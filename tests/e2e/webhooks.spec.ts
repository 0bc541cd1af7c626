import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { findOpportunityIds, signInWithToken } from './support/accounts';
import { gotoReady } from './support/navigation';
import { signInNewAccount } from './support/paid-account';
import { column, moveRightByKeyboard } from './support/pipeline-board';
import { registerProfessional } from './support/premium';

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

// Pipeline events (ADR 0257) end to end: the fan-out runs each minute, so this journey waits for
// one run after the move, at one size (the form and board are checked at both sizes above and in
// pipeline.spec.ts).
test('a workspace owner gets a pipeline move on the webhook they attached', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const slack = await startFakeSlack();
  try {
    const session = await registerProfessional(request, 'webhook-pipeline');
    const headers = { authorization: `Token ${session.token}` };
    const workspace = (await (await request.get('/api/workspaces/', { headers })).json())
      .results[0] as { id: number; name: string };
    const [opportunity] = await findOpportunityIds(request, 1);
    if (!opportunity) throw new Error('no sample opportunities');
    // Added before the webhook exists: only what happens after it is chosen is sent.
    const added = await request.post(`/api/workspaces/${workspace.id}/pipeline/items/`, {
      headers,
      data: { wac_id: opportunity.opportunity_id },
    });
    expect(added.status()).toBe(201);

    await signInWithToken(page, session);
    await gotoReady(page, '/account/profile');
    const card = page.getByRole('region', { name: 'Integrations' });
    await card.getByRole('button', { name: 'Add webhook' }).click();
    await card.getByLabel('Webhook URL').fill(slack.url);
    await card.getByLabel('Name').fill('Bid team');
    await card.getByLabel(`Pipeline events of ${workspace.name}`, { exact: false }).check();
    await card.getByRole('button', { name: 'Add webhook' }).click();
    await expect(card.getByText('Receives the pipeline events of 1 workspace.')).toBeVisible();

    await gotoReady(page, `/pipeline?workspace=${workspace.id}`);
    await expect(column(page, 'Identified').getByText(opportunity.title)).toBeVisible();
    await moveRightByKeyboard(page, opportunity.title, 'Identified', 'Qualifying');
    await expect(column(page, 'Qualifying').getByText(opportunity.title)).toBeAttached();

    await expect
      .poll(() => slack.received.length, { timeout: 150_000, intervals: [2_000] })
      .toBeGreaterThan(0);
    expect(slack.received).toHaveLength(1);
    const message = slack.received[0]!;
    expect(message.text).toContain(`Moved to Qualifying in ${workspace.name}`);
    expect(JSON.stringify(message.blocks)).toContain('Stage: Identified → Qualifying');
  } finally {
    await slack.close();
  }
});
