import type { APIRequestContext, Page } from '@playwright/test';
import { registerThroughApi, signInWithToken, uniqueEmail } from './accounts';
import { upgradeToPremium } from './premium';

/**
 * Registers an account through the API (Premium when `isPremium`), signs the page in with it,
 * and answers its email and API headers.
 */
export async function signInNewAccount(
  page: Page,
  request: APIRequestContext,
  options: { label: string; isPremium: boolean },
) {
  const email = uniqueEmail(options.label);
  const { token } = await registerThroughApi(request, email);
  const headers = { authorization: `Token ${token}` };
  if (options.isPremium) await upgradeToPremium(request, token);
  const user = await (await request.get('/api/auth/user/', { headers })).json();
  await signInWithToken(page, { token, user });
  return { email, headers };
}
