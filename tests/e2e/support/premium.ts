import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './accounts';

/** Pays for Premium on the local fake Stripe (as the billing journey does, without the pages). */
export async function upgradeToPremium(request: APIRequestContext, token: string) {
  const headers = { authorization: `Token ${token}` };
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

/** A new Premium account: its session, ready for signInWithToken. */
export async function registerPremium(request: APIRequestContext, label: string) {
  const session = await registerThroughApi(request, uniqueEmail(label));
  await upgradeToPremium(request, session.token);
  const me = await request.get('/api/auth/user/', {
    headers: { authorization: `Token ${session.token}` },
  });
  return { token: session.token, user: await me.json() };
}
