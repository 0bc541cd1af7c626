import { expect, test } from '@playwright/test';
import {
  findOpportunityIds,
  readEmailedLink,
  registerThroughApi,
  signInWithToken,
  uniqueEmail,
} from './support/accounts';
import { gotoReady } from './support/navigation';
import { column, dragByMouse, moveRightByKeyboard } from './support/pipeline-board';
import { createEnterpriseOwner, invite } from './support/workspaces';

// Issue 29's team journey: two people, a staff command, drags and emails on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a team runs one pipeline: invite, both boards, mouse and keyboard moves, a mention, the audit log (${viewport.width}x${viewport.height})`, async ({
    browser,
    request,
  }) => {
    const { owner, headers, workspace } = await createEnterpriseOwner(request, 'team-owner');
    const mateEmail = uniqueEmail('team-mate');
    const invitePath = await invite(request, headers, workspace.id, mateEmail);
    const mate = await registerThroughApi(request, mateEmail);

    const ownerPage = await (await browser.newContext({ viewport })).newPage();
    const matePage = await (await browser.newContext({ viewport })).newPage();
    await signInWithToken(ownerPage, owner);
    await signInWithToken(matePage, mate);
    await matePage.goto(invitePath);
    await matePage.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(matePage.getByRole('main').getByRole('status')).toContainText('You joined');

    // Two opportunities in the team's pipeline.
    const [first, second] = await findOpportunityIds(request, 2);
    if (!first || !second) throw new Error('no sample opportunities');
    for (const { opportunity_id } of [first, second]) {
      const added = await request.post(`/api/workspaces/${workspace.id}/pipeline/items/`, {
        headers,
        data: { wac_id: opportunity_id },
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    // Both see the board; the owner drags one card by mouse, the teammate moves the other by
    // keyboard, and each sees the other's move after a reload.
    const board = `/pipeline?workspace=${workspace.id}`;
    await gotoReady(ownerPage, board);
    await gotoReady(matePage, board);
    await expect(column(matePage, 'Identified').getByText(first.title)).toBeVisible();
    await dragByMouse(ownerPage, first.title, 'Qualifying');
    await expect(column(ownerPage, 'Qualifying').getByText(first.title)).toBeAttached();
    await moveRightByKeyboard(matePage, second.title, 'Identified', 'Qualifying');
    await gotoReady(ownerPage, board);
    await expect(column(ownerPage, 'Qualifying').getByText(second.title)).toBeAttached();
    await gotoReady(matePage, board);
    await expect(column(matePage, 'Qualifying').getByText(first.title)).toBeAttached();

    // The owner mentions the teammate in a note; the teammate is emailed a link to the item.
    await ownerPage.getByRole('link', { name: first.title }).first().click();
    await expect(ownerPage.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    // Both test accounts are called Grace Hopper: the teammate is picked by account.
    const mateId = String((mate.user as { id: number }).id);
    await ownerPage.getByLabel('Mention a teammate').selectOption(mateId);
    await ownerPage.getByLabel('Add a note').pressSequentially('please read the spec');
    await ownerPage.getByRole('button', { name: 'Post note' }).click();
    await expect(ownerPage.getByText('please read the spec')).toBeVisible();
    const itemLink = new URL(await readEmailedLink(mateEmail, '/pipeline/'));
    await matePage.goto(itemLink.pathname);
    await expect(matePage.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(matePage.getByText('please read the spec')).toBeVisible();

    // The audit log lists all of it.
    await gotoReady(ownerPage, `/account/workspaces/${workspace.id}/audit-log`);
    for (const line of [
      'Accepted an invitation',
      'Added an opportunity to the pipeline',
      'Moved a pipeline item to another stage',
      'Posted a note on a pipeline item',
    ]) {
      await expect(ownerPage.getByText(line).first()).toBeVisible();
    }
  });
}
