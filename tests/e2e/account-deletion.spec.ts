import { expect, test } from '@playwright/test';
import { PASSWORD, registerThroughApi, signInWithToken, uniqueEmail } from './support/accounts';

test('a user deletes their account from the profile page, with their password', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('delete-me');
  const session = await registerThroughApi(request, email);
  await signInWithToken(page, session);
  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  // A wrong password is refused and nothing is deleted.
  await dialog.getByLabel('Password').fill('not-my-password-1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  const stillThere = await request.get('/api/auth/user/', {
    headers: { authorization: `Token ${session.token}` },
  });
  expect(stillThere.status()).toBe(200);

  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The session and the account are gone on the server too.
  const gone = await request.get('/api/auth/user/', {
    headers: { authorization: `Token ${session.token}` },
  });
  expect(gone.status()).toBe(401);
  const login = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(false);
});
