import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerThroughApi, uniqueEmail } from './accounts';

type PaidTier = 'premium' | 'professional';

/** Pays for Premium on the local fake Stripe (as the billing journey does, without the pages). */
export async function upgradeToPremium(request: APIRequestContext, token: string) {
  await upgradeTo(request, token, 'premium');
}

/** Pays for a paid plan's monthly price on the local fake Stripe. */
async function upgradeTo(request: APIRequestContext, token: string, tier: PaidTier) {
  const headers = { authorization: `Token ${token}` };
  const checkout = await request.post('/api/stripe/create-checkout-session/', {
    headers,
    data: { price_id: `price_${tier}_monthly`, frontend_base_url: test.info().project.use.baseURL },
  });
  expect(checkout.ok(), await checkout.text()).toBeTruthy();
  const { sessionId, url } = await checkout.json();
  const paid = await request.post(url, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const synced = await request.post('/api/stripe/sync-checkout-session/', {
    headers,
    data: { session_id: sessionId },
  });
  expect(await synced.json()).toMatchObject({ tier });
}

/** A new account on a paid plan: its session, ready for signInWithToken. */
async function registerPaid(request: APIRequestContext, label: string, tier: PaidTier) {
  const session = await registerThroughApi(request, uniqueEmail(label));
  await upgradeTo(request, session.token, tier);
  const me = await request.get('/api/auth/user/', {
    headers: { authorization: `Token ${session.token}` },
  });
  return { token: session.token, user: await me.json() };
}

/** A new Premium account: its session, ready for signInWithToken. */
export function registerPremium(request: APIRequestContext, label: string) {
  return registerPaid(request, label, 'premium');
}

/** A new Professional account (the re-tender radar's plan, ADR 0141). */
export function registerProfessional(request: APIRequestContext, label: string) {
  return registerPaid(request, label, 'professional');
}
