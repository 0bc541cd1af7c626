import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import {
  findOpportunityIds,
  readEmailedLink,
  registerThroughApi,
  signInWithToken,
  uniqueEmail,
} from './support/accounts';
import { createEnterpriseOwner } from './support/workspaces';

// Two accounts, a staff command and several page loads on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

async function expectAxeClean(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes[0]?.target}`),
      `${label} (${theme})`,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`an Enterprise owner invites a teammate who accepts, and the audit log lists it (${viewport.width}x${viewport.height})`, async ({
    browser,
    request,
  }) => {
    const { owner, headers, workspace } = await createEnterpriseOwner(request, 'wa-owner');
    // Pages of their own contexts: axe needs one, and the two people sign in separately.
    const ownerPage = await (await browser.newContext({ viewport })).newPage();
    await signInWithToken(ownerPage, owner);
    await ownerPage.goto('/account/profile');
    await ownerPage.getByRole('link', { name: 'Open workspaces' }).click();
    // The team (the owner also has a personal workspace of the same name, made on first use).
    await ownerPage.getByRole('link', { name: `${workspace.name} Team` }).click();
    await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(workspace.name);
    await expect(ownerPage.getByText('1 of 25 seats used')).toBeVisible();
    await expectAxeClean(ownerPage, 'settings');

    // The invitation, from the page, lands in the outbox.
    const mateEmail = uniqueEmail('wa-mate');
    await ownerPage.getByLabel('Email address').fill(mateEmail);
    await ownerPage.getByLabel('Role').selectOption('member');
    await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
    await expect(ownerPage.getByRole('status')).toHaveText(
      `Invitation sent to ${mateEmail}. The link works for 7 days.`,
    );
    await expect(ownerPage.getByText('2 of 25 seats used')).toBeVisible();
    await expect(ownerPage.getByText(mateEmail, { exact: true })).toBeVisible();
    const invitePath = new URL(await readEmailedLink(mateEmail, '/workspaces/invite/')).pathname;

    // The teammate registers and accepts.
    const mate = await registerThroughApi(request, mateEmail);
    const matePage = await (await browser.newContext({ viewport })).newPage();
    await signInWithToken(matePage, mate);
    await matePage.goto(invitePath);
    await matePage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(matePage.getByRole('main').getByRole('status')).toHaveText(
      `You joined ${workspace.name} as a member.`,
    );
    // A member sees the members, with no way to manage them, and no audit log.
    await matePage.goto(`/account/workspaces/${workspace.id}`);
    await expect(matePage.getByRole('heading', { name: 'Members' })).toBeVisible();
    await expect(matePage.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
    await expect(matePage.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await matePage.close();

    // An opportunity in the pipeline (the board's own page is another slice's).
    const [notice] = await findOpportunityIds(request, 1);
    const added = await request.post(`/api/workspaces/${workspace.id}/pipeline/items/`, {
      headers,
      data: { wac_id: notice!.opportunity_id },
    });
    expect(added.status(), await added.text()).toBe(201);

    // The owner's audit log lists the invitation, its acceptance and the new item.
    await ownerPage.reload();
    await expect(ownerPage.getByRole('combobox', { name: /^Role of Grace/ })).toHaveValue('member');
    await ownerPage.getByRole('link', { name: 'Audit log' }).click();
    const entries = ownerPage.getByRole('region', { name: 'Audit log entries' });
    await expect(entries.getByText(`Accepted an invitation: ${mateEmail}`)).toBeVisible();
    await expect(entries.getByText(`Invited a member: ${mateEmail}`)).toBeVisible();
    await expect(
      entries.getByText(`Added an opportunity to the pipeline: ${notice!.opportunity_id}`),
    ).toBeVisible();
    await ownerPage.getByLabel('Kind').selectOption('members');
    await expect(entries.getByRole('listitem').filter({ hasText: 'Accepted' })).toHaveCount(1);
    await expectAxeClean(ownerPage, 'audit log');
    const download = ownerPage.waitForEvent('download');
    await ownerPage.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv).toContain(`Accepted an invitation,,${mateEmail}`);

    // The analytics count the item, as charts and tables.
    await ownerPage.getByRole('link', { name: 'Analytics' }).click();
    await expect(ownerPage.getByText(/^1 item\./)).toBeVisible();
    await expect(ownerPage.getByRole('table', { name: 'Value by stage' })).toContainText(
      'Identified',
    );
    await expectAxeClean(ownerPage, 'analytics');
    await ownerPage.close();
  });
}
