import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerThroughApi, signInWithToken, uniqueEmail } from './accounts';

/** Pays for Premium on the local fake Stripe (as the billing journey does, without the pages). */
async function upgradeToPremium(request: APIRequestContext, headers: Record<string, string>) {
  const checkout = await request.post('/api/stripe/create-checkout-session/', {
    headers,
    data: { price_id: 'price_premium_monthly', frontend_base_url: test.info().project.use.baseURL },
  });
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  const { sessionId, url } = await checkout.json();
  const paid = await request.post(url, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const synced = await request.post('/api/stripe/sync-checkout-session/', {
    headers,
    data: { session_id: sessionId },
  });
  expect(await synced.json()).toMatchObject({ tier: 'premium' });
}

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
  if (options.isPremium) await upgradeToPremium(request, headers);
  const user = await (await request.get('/api/auth/user/', { headers })).json();
  await signInWithToken(page, { token, user });
  return { email, headers };
}
