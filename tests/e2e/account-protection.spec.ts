import { expect, test } from '@playwright/test';
import { PASSWORD, readEmailedLink, registerThroughApi, uniqueEmail } from './support/accounts';

// Issue 35 items 4 and 5. Scrypt hashes for 25 failed logins: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a locked-out owner on a new address signs in with an emailed one-time link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('locked');
  await registerThroughApi(request, email);
  // An attacker fails from five addresses (the app trusts X-Forwarded-For in e2e).
  for (let address = 1; address <= 5; address += 1) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await request.post('/api/auth/login/', {
        headers: { 'x-forwarded-for': `10.66.${address}.${attempt + 1}` },
        data: { email, password: `Wrong-Guess-${attempt}` },
      });
    }
  }

  // The owner, from an address the account has never used, with the right password.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'accepts its password only on devices and networks that have signed in to it before',
  );
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account with that email exists, we have emailed it a one-time sign-in link.',
  );

  const link = await readEmailedLink(email, '/auth/sign-in-link/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign In with Your Link' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This sign-in link is invalid, already used or expired.',
  );
});

test('the registration form says why a password is weak while it is typed', async ({ page }) => {
  await page.goto('/register');
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.getByText('At least 8 characters and hard to guess')).toBeVisible();
  await password.fill('aaaaaaaaaaaa');
  await expect(page.getByText('Not strong enough yet:')).toBeVisible();
  await expect(page.getByText(/Repeated characters like "aaa" are easy to guess\./)).toBeVisible();
  await password.fill('Sturdy-Otter-Lamp-17');
  await expect(page.getByText('Strong enough.')).toBeVisible();
});
