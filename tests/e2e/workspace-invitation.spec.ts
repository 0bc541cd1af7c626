import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PASSWORD, registerThroughApi, signInWithToken, uniqueEmail } from './support/accounts';
import { createEnterpriseOwner, invite } from './support/workspaces';

// Two accounts, a staff command and several page loads on a busy two-core machine.
test.describe.configure({ timeout: 90_000 });

async function expectAxeClean(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(
      blocking.map((v) => v.id),
      `${label} (${theme})`,
    ).toEqual([]);
  }
}

test('a new person registers from the invitation link, accepts once, and the link is then used', async ({
  page,
  request,
}) => {
  const { headers, workspace } = await createEnterpriseOwner(request);
  const email = uniqueEmail('ws-new');
  const invitePath = await invite(request, headers, workspace.id, email);

  await page.goto(invitePath);
  // The link names where it leads, who sent it and as what (ADR 0377).
  await expect(
    page.getByRole('main').getByText(`invited you to join ${workspace.name} as a member.`),
  ).toBeVisible();
  await expect(page.getByText(/log in or register with the email address/)).toBeVisible();
  await expectAxeClean(page, 'signed out');
  await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Industry').selectOption({ label: 'IT & Technology Services' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Back on the invitation, signed in: nothing is accepted until the click.
  await expect(page).toHaveURL(invitePath);
  const accept = page.getByRole('button', { name: 'Accept invitation' });
  await expect(accept).toBeVisible();
  await expectAxeClean(page, 'signed in');
  await accept.click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `You joined ${workspace.name} as a member.`,
  );

  // Used: the page says so at once, names nothing and offers nothing to accept.
  await page.reload();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This invitation has already been used.',
  );
  await expect(page.getByRole('main')).not.toContainText(workspace.name);
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expectAxeClean(page, 'refused');
});

test('an existing account logs in from the link; another account is told it was sent to another address', async ({
  page,
  request,
}) => {
  const { headers, workspace } = await createEnterpriseOwner(request);
  const email = uniqueEmail('ws-existing');
  await registerThroughApi(request, email);
  const invitePath = await invite(request, headers, workspace.id, email);

  // Signed in as someone else first: refused in words naming the account in use.
  const other = uniqueEmail('ws-other');
  await registerThroughApi(request, other);
  await page.goto(`/login?next=${encodeURIComponent(invitePath)}`);
  await page.getByLabel('Email').fill(other);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(invitePath);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('another email address');
  await expect(page.getByRole('main')).toContainText(`You are signed in as ${other}.`);

  await page.evaluate(() => localStorage.clear());
  await page.goto(invitePath);
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(invitePath);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    `You joined ${workspace.name} as a member.`,
  );
});

test('on a phone, the signed-in address moves whole to the next line rather than splitting', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { headers, workspace } = await createEnterpriseOwner(request);
  // Short enough to fit a line of the card by itself, as "ben@example.test" does.
  const email = `ben${Date.now() % 100_000}@example.test`;
  const session = await registerThroughApi(request, email);
  const invitePath = await invite(request, headers, workspace.id, email);
  await signInWithToken(page, session);
  await page.goto(invitePath);
  const address = page.getByRole('main').locator('strong', { hasText: email });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(address).toBeVisible();
    // One line box: never "ben" at the end of one line and "@example.test" on the next.
    expect(await address.evaluate((element) => element.getClientRects().length)).toBe(1);
  }
});
