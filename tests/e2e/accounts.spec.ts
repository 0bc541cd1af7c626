import { expect, test } from '@playwright/test';
import {
  findOpportunityIds,
  logOutThroughMenu,
  PASSWORD,
  readEmailedLink,
  registerThroughApi,
  signInWithToken,
  uniqueEmail,
} from './support/accounts';
import { gotoReady } from './support/navigation';

// Several pages, emails and scrypt hashes per journey: allow for a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test('register, confirm by email, log in, save a favourite, see it in My Favourites, log out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  const [opportunity] = await findOpportunityIds(request, 1);

  await page.goto('/register');
  const firstName = page.getByLabel('First name');
  await firstName.pressSequentially('ada3!');
  // Name inputs keep only letters and capitalise the first.
  await expect(firstName).toHaveValue('Ada');
  await page.getByLabel('Last name').fill('lovelace');
  await expect(page.getByLabel('Last name')).toHaveValue('Lovelace');
  await page.getByLabel('Company name').fill('Analytical Engines Ltd');
  await page.getByLabel('Industry').selectOption({ label: 'IT & Technology Services' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill('Not-The-Same-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Registration signs in; sign out so the journey logs in with the confirmed account.
  await logOutThroughMenu(page, email);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  const link = await readEmailedLink(email, '/auth/confirm-email/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  // Signed out: the way on is to log in.
  await expect(page.getByRole('link', { name: 'Proceed to Login' })).toBeVisible();

  // Anonymous save: the favourite button sends us to log in and back. The page is rendered on
  // the server and its button does nothing until hydrated: wait for that before clicking.
  await gotoReady(page, `/opportunity/${opportunity!.opportunity_id}`);
  const saveButton = page.getByRole('button', { name: 'Save', exact: true });
  await expect(saveButton).toHaveAttribute('title', 'Login to save');
  await saveButton.click();
  await expect(page).toHaveURL(/\/login\?next=%2Fopportunity%2F/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`/opportunity/${opportunity!.opportunity_id}$`));

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'My Favourites' }).first().click();
  await expect(page).toHaveURL(/\/account\/favourites$/);
  await expect(page.getByText('Saved 1 of 3')).toBeVisible();
  await expect(page.getByRole('link', { name: opportunity!.title })).toBeVisible();

  await logOutThroughMenu(page, email);
  expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
  await page.goto('/account/favourites');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('password reset end to end', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  await registerThroughApi(request, email);
  const newPassword = 'Brand-New-Horse-77';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/auth\/password-reset$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(
    page.getByText('If an account with that email exists, a password reset link has been sent.'),
  ).toBeVisible();

  const link = await readEmailedLink(email, '/auth/password-reset/confirm/');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('Mistyped-Horse-77');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();

  // The link worked once: opened again, the page says so at once, before any typing.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Link Not Valid' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link has already been used.',
  );
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Request a New Link' }).click();
  await expect(page).toHaveURL(/\/auth\/password-reset$/);
});

test('a reset link that never worked is said to be invalid as the page opens', async ({ page }) => {
  await page.goto('/auth/password-reset/confirm/MQ/made-up-token');
  await expect(page.getByRole('heading', { name: 'Reset Link Not Valid' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'This password reset link is invalid or has expired.',
  );
  await expect(page.getByLabel('Confirm new password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
});

test('confirming while signed in says so, and a second click is no failure', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('confirm');
  const session = await registerThroughApi(request, email);
  await signInWithToken(page, session);
  const link = await readEmailedLink(email, '/auth/confirm-email/');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Confirmed!' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue to Search' })).toBeVisible();

  // The second click (or a mail app's preview first): confirmed already, said kindly.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Email Already Confirmed' })).toBeVisible();
  await expect(page.getByText('Verification Failed')).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue to Search' }).click();
  await expect(page).toHaveURL(/\/search/);
});

test('a free user can keep 3 favourites and is told why the 4th fails', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('limit');
  const session = await registerThroughApi(request, email);
  await signInWithToken(page, session);
  const opportunities = await findOpportunityIds(request, 4);

  for (const opportunity of opportunities.slice(0, 3)) {
    await page.goto(`/opportunity/${opportunity.opportunity_id}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
  }
  await page.goto(`/opportunity/${opportunities[3]!.opportunity_id}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(
      'Your Free plan can save up to 3 favourites. Remove one or upgrade your plan to save more.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();

  await page.goto('/account/favourites');
  await expect(page.getByText('Saved 3 of 3')).toBeVisible();
  await expect(page.getByText("You have reached your plan's favourites limit")).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Upgrade Options' })).toHaveAttribute(
    'href',
    '/pricing',
  );

  await page.getByRole('button', { name: 'Remove from favourites' }).first().click();
  await expect(page.getByText('Saved 2 of 3')).toBeVisible();
  await expect(page.getByText("You have reached your plan's favourites limit")).toBeHidden();

  // The spec's shared list: the search bar and empty state, and the search screen's cards.
  const saved = page.getByRole('list', { name: 'Saved opportunities' }).getByRole('listitem');
  await expect(saved).toHaveCount(2);
  await expect(saved.first().getByText('Released')).toBeVisible();
  const bar = page.getByPlaceholder('Search by keyword, buyer, WAC ID...');
  await bar.fill('no-such-words-anywhere');
  await expect(page.getByText('No results found matching your criteria')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pro Search Tips' })).toBeVisible();
  await bar.fill('');
  await expect(saved).toHaveCount(2);
});

test('the account menu shows the whole of a long email address on a phone', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('a-rather-long-mailbox-name-for-the-menu');
  await signInWithToken(page, await registerThroughApi(request, email));
  await page.goto('/about');
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  const shown = page.getByRole('menu').getByText(email, { exact: true });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});
