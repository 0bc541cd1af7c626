import { expect, type Page, test } from '@playwright/test';
import {
  findOpportunityIds,
  registerThroughApi,
  signInWithToken,
  uniqueEmail,
} from './support/accounts';

// Issue 14 items 1 and 2, as a signed-in free user on a phone.
test.use({ viewport: { width: 390, height: 844 } });

type Session = Awaited<ReturnType<typeof registerThroughApi>>;

async function usedToday(page: Page, session: Session): Promise<number> {
  const response = await page.request.get('/api/usage/', {
    headers: { authorization: `Token ${session.token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { used: number }).used;
}

/** Counts the browser's calls for one opportunity's detail. */
function countDetailCalls(page: Page, opportunityId: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === `/api/opportunities/${opportunityId}/`) calls.push(request.url());
  });
  return calls;
}

test('a full page load of an opportunity is one request and one daily action', async ({
  page,
  request,
}) => {
  const session = await registerThroughApi(request, uniqueEmail('one-view'));
  await signInWithToken(page, session);
  const [opportunity] = await findOpportunityIds(request, 1);
  const calls = countDetailCalls(page, opportunity!.opportunity_id);
  const before = await usedToday(page, session);

  // A shared link or an alert email: a new page load, the session restored from storage.
  const restored = page.waitForResponse((response) => response.url().endsWith('/api/auth/user/'));
  await page.goto(`/opportunity/${opportunity!.opportunity_id}`);
  await restored;
  await expect(page.getByRole('heading', { level: 1, name: opportunity!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);
  expect(await usedToday(page, session)).toBe(before + 1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: opportunity!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(2);
  expect(await usedToday(page, session)).toBe(before + 2);
});

test('passing the daily limit lands on Pricing with the message and when it resets', async ({
  page,
  request,
}) => {
  const session = await registerThroughApi(request, uniqueEmail('limit'));
  const [opportunity] = await findOpportunityIds(request, 1);
  const url = `/api/opportunities/${opportunity!.opportunity_id}/`;
  const headers = { authorization: `Token ${session.token}` };
  // Use up the day's actions through the API.
  for (let used = await usedToday(page, session); used < 20; used += 1) {
    expect((await request.get(url, { headers })).ok()).toBe(true);
  }
  await signInWithToken(page, session);

  await page.goto(`/opportunity/${opportunity!.opportunity_id}`);
  await expect(page).toHaveURL(/\/pricing$/);
  const notice = page.getByRole('alert').filter({ hasText: 'daily limit' });
  await expect(notice).toContainText(
    'You have reached your daily limit of 20 actions on the Free plan. It resets at midnight UK time.',
  );
  // The same words on the plan and on the profile page.
  await expect(page.getByText('20 daily actions (resets at midnight UK time)')).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(notice).toHaveCount(0);

  await page.goto('/account/profile');
  await expect(page.getByText('Your daily limit resets at midnight UK time.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Daily actions used' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
});
