import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const PASSWORD = 'Tender-Alerts-Flow-2031!';

async function register(request: APIRequestContext, prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const response = await request.post('/api/auth/register/', {
    data: {
      email,
      password: PASSWORD,
      password2: PASSWORD,
      first_name: 'Alex',
      last_name: 'Alerts',
      company_name: 'Acme Ltd',
      industry: 'it_services',
      phone_number: '',
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { token } = await response.json();
  return { token: token as string, headers: { authorization: `Token ${token}` } };
}

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

/** Stores the session as the app does after login. */
async function signIn(page: Page, request: APIRequestContext, token: string) {
  const me = await request.get('/api/auth/user/', { headers: { authorization: `Token ${token}` } });
  const user = await me.text();
  await page.goto('/');
  await page.evaluate(
    ([authToken, authUser]) => {
      localStorage.setItem('authToken', authToken);
      localStorage.setItem('authUser', authUser);
    },
    [token, user],
  );
}

async function addTag(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(text);
  await field.press('Enter');
}


test.describe.configure({ timeout: 180_000 });

test('screenshots', async ({ page, request }) => {
  const shot = (name: string) => page.screenshot({ path: `/tmp/alerts-shots/${name}.png`, fullPage: true });
  const { token, headers } = await register(request, 'alerts-shots');
  await upgradeToPremium(request, headers);
  for (const [index, body] of [
    { profile_name: 'Cleaning in Yorkshire', keywords: 'cleaning, "window cleaning"', cpv_codes: '90910000', location_keywords: 'Leeds, York', min_value: 10000, max_value: 250000, deadline_filter: '30D' },
    { profile_name: 'Software and cloud', keywords: 'software, cloud hosting, cyber security', cpv_codes: '72000000, 48000000', include_sub_cpv: false, is_active: false },
    { profile_name: 'Construction works over £1m', cpv_codes: '45000000', min_value: 1000000, deadline_filter: '2-3W', location_keywords: 'London' },
  ].entries()) {
    const r = await request.post('/api/alert-profiles/', { headers, data: body });
    expect(r.ok(), `${index} ${await r.text()}`).toBeTruthy();
  }
  await signIn(page, request, token);
  await page.goto('/account/alerts');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot('01-list');
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  await page.getByLabel('Profile Name').fill('Cleaning in Yorkshire');
  await expect(page.getByText('This profile name is already in use.')).toBeVisible();
  await shot('02-step1-taken');
  await page.getByLabel('Profile Name').fill('Catering for schools');
  await expect(page.getByText('This name is available.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await addTag(page, 'Keywords', 'catering');
  await addTag(page, 'Keywords', 'school meals');
  await addTag(page, 'CPV Codes', '5552');
  await addTag(page, 'CPV Codes', 'food');
  await shot('03-step2');
  await page.getByRole('button', { name: 'Next' }).click();
  await addTag(page, 'Location Keywords', 'North West');
  await expect(page.getByText(/matched in the last 30 days/)).toBeVisible();
  await shot('04-step3');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('article', { name: 'Catering for schools' })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  await page.getByLabel('Profile Name').fill('Everything');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot('05-no-criteria');
  await page.getByRole('button', { name: 'Save Anyway' }).click();
  await expect(page.getByText('Profile limit reached (5/5)')).toBeVisible();
  await shot('06-limit');
  await page.getByRole('button', { name: 'Delete Everything' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot('07-delete');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Edit Catering for schools' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/matched in the last 30 days/)).toBeVisible();
  await shot('08-mobile-step3');
  await page.goto('/alerts/unsubscribe/notarealtokennotarealtoken');
  await expect(page.getByText(/not valid/)).toBeVisible();
  await shot('09-unsubscribe-invalid');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/account/alerts');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot('10-dark-list');
  const free = await register(request, 'alerts-free-shot');
  await signIn(page, request, free.token);
  await page.goto('/account/alerts');
  await expect(page.getByRole('heading', { name: 'Unlock Custom Opportunity Alerts' })).toBeVisible();
  await page.emulateMedia({ colorScheme: 'light' });
  await shot('11-free');
});
