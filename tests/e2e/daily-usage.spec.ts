import { expect, type Page, test } from '@playwright/test';
import {
  findOpportunityIds,
  registerThroughApi,
  signInWithToken,
  uniqueEmail,
} from './support/accounts';

// Issue 14 items 1 and 2 and issue 28 item 8, as a signed-in free user on a phone.
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

test('a full page load of an opportunity is one request and no daily action', async ({
  page,
  request,
}) => {
  const session = await registerThroughApi(request, uniqueEmail('one-view'));
  await signInWithToken(page, session);
  const [opportunity] = await findOpportunityIds(request, 1);
  const calls = countDetailCalls(page, opportunity!.opportunity_id);

  // A shared link or an alert email: a new page load, the session restored from storage.
  const restored = page.waitForResponse((response) => response.url().endsWith('/api/auth/user/'));
  await page.goto(`/opportunity/${opportunity!.opportunity_id}`);
  await restored;
  await expect(page.getByRole('heading', { level: 1, name: opportunity!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: opportunity!.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toHaveLength(2);
  // Reading is never counted (ADR 0143): an account reads as freely as a visitor.
  expect(await usedToday(page, session)).toBe(0);
});

test('past the daily limit a free account still reads everything, and a counted action lands on Pricing', async ({
  page,
  request,
}) => {
  const session = await registerThroughApi(request, uniqueEmail('limit'));
  const [opportunity] = await findOpportunityIds(request, 1);
  const headers = { authorization: `Token ${session.token}` };
  const thisYear = new Date().getFullYear();
  // Use up the day's actions through the API: leaderboard year filters are counted.
  for (let used = await usedToday(page, session); used < 20; used += 1) {
    const filtered = await request.get(`/api/leaderboards/buyers/?year=${thisYear}`, { headers });
    expect(filtered.ok()).toBe(true);
  }
  await signInWithToken(page, session);

  // Everything an anonymous visitor can do still works, signed in and over the limit.
  await page.goto(`/opportunity/${opportunity!.opportunity_id}`);
  await expect(page.getByRole('heading', { level: 1, name: opportunity!.title })).toBeVisible();
  await page.goto('/search?q=services&page=2');
  await expect(page.getByText(/matching opportunit/)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  await page.goto('/leaderboards');
  await page.getByLabel('Year').selectOption(String(thisYear));
  await expect(page).toHaveURL(/\/pricing$/);
  const notice = page.getByRole('alert').filter({ hasText: 'daily limit' });
  await expect(notice).toContainText(
    'You have reached your daily limit of 20 actions on the Free plan. It resets at midnight UK time. Searching and reading opportunities stay unlimited',
  );
  // The same words on the plan and on the profile page.
  await expect(
    page.getByText(
      '20 daily actions for attachment downloads, leaderboard year and month filters and CSV exports (resets at midnight UK time)',
    ),
  ).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(notice).toHaveCount(0);

  await page.goto('/account/profile');
  await expect(page.getByText('Your daily limit resets at midnight UK time.')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Daily actions used' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
});
