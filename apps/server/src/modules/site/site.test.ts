import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('GET /api/stats/ and GET /api/site-config/', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      CONTACT_EMAIL: 'hello@example.test',
      FOLLOW_US_URL: 'https://www.linkedin.com/company/example',
      OFFICE_ADDRESS: '1 Test Street, Leeds',
      OFFICE_LATITUDE: '53.8',
      OFFICE_LONGITUDE: '-1.55',
      MAP_STYLE_URL: 'https://maps.example.test/style.json',
    });
    const db = testApp.database.pool;
    // Open: deadline ahead, not awarded.
    await createOpportunity(db, {
      stage: 'tender',
      tender_deadline_date: daysFromNow(10),
      tender_value_amount: 1_000_000,
      release_date: daysFromNow(-2),
    });
    await createOpportunity(db, {
      stage: 'tenderAmendment',
      tender_deadline_date: daysFromNow(3),
      tender_value_amount: 250_000,
      release_date: daysFromNow(-30),
    });
    // Open but priced in euros: counted, not summed.
    await createOpportunity(db, {
      stage: 'tender',
      tender_deadline_date: daysFromNow(3),
      tender_value_amount: 999,
      tender_value_currency: 'EUR',
      release_date: daysFromNow(-30),
    });
    // Closed (deadline passed), awarded, and a test notice: none is open.
    await createOpportunity(db, {
      stage: 'tender',
      tender_deadline_date: daysFromNow(-1),
      tender_value_amount: 5,
      release_date: daysFromNow(-1),
    });
    await createOpportunity(db, {
      stage: 'award',
      tender_deadline_date: daysFromNow(5),
      tender_value_amount: 7,
      release_date: daysFromNow(-40),
    });
    await createOpportunity(db, {
      stage: 'tender',
      tender_deadline_date: daysFromNow(5),
      release_date: daysFromNow(-1),
      extra: { is_test_notice: true },
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('counts open opportunities, their GBP value and this week’s new notices', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/stats/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json();
    expect(body).toMatchObject({
      open_opportunities: 3,
      open_value_gbp: 1_250_000,
      new_this_week: 2,
    });
    expect(Number.isNaN(Date.parse(body.as_of))).toBe(false);
  });

  it('serves the figures from a one-minute cache', async () => {
    const first = (await testApp.app.inject({ method: 'GET', url: '/api/stats/' })).json();
    await createOpportunity(testApp.database.pool, {
      stage: 'tender',
      tender_deadline_date: daysFromNow(20),
      release_date: daysFromNow(0),
    });
    const second = (await testApp.app.inject({ method: 'GET', url: '/api/stats/' })).json();
    expect(second).toEqual(first);
  });

  it('serves the contact settings, the map style and the sample-data flag', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site-config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contact: {
        email: 'hello@example.test',
        follow_us_url: 'https://www.linkedin.com/company/example',
      },
      office: { name: 'WAC', address: '1 Test Street, Leeds', latitude: 53.8, longitude: -1.55 },
      map: { style_url: 'https://maps.example.test/style.json' },
      is_sample_data: false,
      alert_profile_limits: 'interface',
      billing: { is_configured: false, sales_email: null },
    });
  });
});

describe('GET /api/site-config/ with sample data and no map service', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ MAP_STYLE_URL: 'none' });
    await createOpportunity(testApp.database.pool, { is_sample: true });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('flags sample data and answers a null style URL', async () => {
    const body = (await testApp.app.inject({ method: 'GET', url: '/api/site-config/' })).json();
    expect(body.is_sample_data).toBe(true);
    expect(body.map.style_url).toBeNull();
  });
});

describe('GET /api/site-config/ without FOLLOW_US_URL or CONTACT_EMAIL', () => {
  it('offers no Follow Us link or Email Us address rather than made-up ones', async () => {
    const testApp = await createTestApp();
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/site-config/' });
      expect(response.json().contact.follow_us_url).toBeNull();
      expect(response.json().contact.email).toBeNull();
    } finally {
      await testApp.close();
    }
  });
});
