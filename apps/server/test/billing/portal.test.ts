import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../factories/user';
import {
  type BillingTestApp,
  createBillingTestApp,
  PUBLIC_ORIGIN,
  startCheckout,
  VITE_ORIGIN,
} from './billing-test-kit';

let testApp: BillingTestApp;

beforeAll(async () => {
  testApp = await createBillingTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

function openPortal(authHeader: { authorization: string } | undefined, payload?: object) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/create-portal-session/',
    headers: authHeader,
    ...(payload ? { payload } : {}),
  });
}

describe('POST /api/stripe/create-portal-session/', () => {
  it('needs a signed-in user', async () => {
    expect((await openPortal(undefined)).statusCode).toBe(401);
  });

  it('answers 404 for a user who never started a checkout', async () => {
    const user = await createUser(testApp.database.pool, { tier: 'premium' });
    const response = await openPortal(user.authHeader);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No billing account was found for this user.');
  });

  it("opens the portal for the user's customer, returning to the account page", async () => {
    const user = await createUser(testApp.database.pool);
    await startCheckout(testApp.app, user.authHeader);
    const response = await openPortal(user.authHeader);
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    const session = [...testApp.fake.store.portalSessions.values()].at(-1);
    expect(url).toBe(session?.url);
    expect(session?.return_url).toBe(`${PUBLIC_ORIGIN}/account/profile`);
    const page = await fetch(url);
    expect(await page.text()).toContain('Billing portal');
  });

  it('returns to an allowed frontend origin when the web app names one', async () => {
    const user = await createUser(testApp.database.pool);
    await startCheckout(testApp.app, user.authHeader);
    await openPortal(user.authHeader, { frontend_base_url: VITE_ORIGIN });
    const session = [...testApp.fake.store.portalSessions.values()].at(-1);
    expect(session?.return_url).toBe(`${VITE_ORIGIN}/account/profile`);
  });
});
