import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingTestApp, createBillingTestApp } from './billing-test-kit';

let testApp: BillingTestApp;

beforeAll(async () => {
  testApp = await createBillingTestApp();
  const { store } = testApp.fake;
  store.addPromotionCode({ code: 'SAVE20', percent_off: 20, duration: 'once' });
  store.addPromotionCode({ code: 'FIVEOFF', amount_off: 500, currency: 'gbp', duration: 'once' });
  store.addPromotionCode({
    code: 'SPRING',
    percent_off: 50,
    duration: 'repeating',
    duration_in_months: 3,
  });
  store.addPromotionCode({ code: 'FOREVER10', percent_off: 10, duration: 'forever' });
  store.addPromotionCode({ code: 'RETIRED', percent_off: 10, duration: 'once', active: false });
  store.addPromotionCode({
    code: 'EXPIRED',
    percent_off: 10,
    duration: 'once',
    expires_at: Math.floor(Date.now() / 1000) - 60,
  });
  store.addPromotionCode({
    code: 'USEDUP',
    percent_off: 10,
    duration: 'once',
    max_redemptions: 5,
    times_redeemed: 5,
  });
});
afterAll(async () => {
  await testApp?.close();
});

async function check(code: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/stripe/check-promo-code/?code=${encodeURIComponent(code)}`,
  });
  return { status: response.statusCode, body: response.json() };
}

const INVALID = {
  is_valid: false,
  percent_off: null,
  amount_off: null,
  currency: null,
  duration: null,
  duration_in_months: null,
};

describe('GET /api/stripe/check-promo-code/', () => {
  it('describes a valid percentage code (anonymous visitors may check)', async () => {
    expect(await check('save20')).toEqual({
      status: 200,
      body: {
        is_valid: true,
        percent_off: 20,
        amount_off: null,
        currency: null,
        duration: 'once',
        duration_in_months: null,
      },
    });
  });

  it('describes a valid fixed-amount code in pence', async () => {
    expect((await check('FIVEOFF')).body).toMatchObject({
      is_valid: true,
      percent_off: null,
      amount_off: 500,
      currency: 'gbp',
    });
  });

  it('gives the months of a repeating code', async () => {
    expect((await check('SPRING')).body).toMatchObject({
      is_valid: true,
      percent_off: 50,
      duration: 'repeating',
      duration_in_months: 3,
    });
  });

  it('marks a forever code', async () => {
    expect((await check(' forever10 ')).body).toMatchObject({
      is_valid: true,
      duration: 'forever',
      duration_in_months: null,
    });
  });

  it('answers is_valid false for unknown, inactive, expired and used-up codes', async () => {
    for (const code of ['UNKNOWN', 'RETIRED', 'EXPIRED', 'USEDUP']) {
      expect(await check(code)).toEqual({ status: 200, body: INVALID });
    }
  });

  it('needs at least 3 characters', async () => {
    const { status, body } = await check(' ab ');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });

  it('asks Stripe for the code with its coupon expanded', async () => {
    await check('SPRING');
    const lookup = testApp.fake.requests.filter((r) => r.path === '/v1/promotion_codes').at(-1);
    expect(lookup?.input).toMatchObject({
      code: 'SPRING',
      active: 'true',
      expand: ['data.promotion.coupon'],
    });
  });

  // Last: it uses up this address's allowance.
  it('limits how fast one address can guess codes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 35; attempt += 1)
      statuses.push((await check(`GUESS${attempt}`)).status);
    expect(statuses).toContain(429);
  });
});
