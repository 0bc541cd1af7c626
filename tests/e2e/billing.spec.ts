import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/** A new free account, signed in through the API (the journey under test is billing). */
async function signInAsNewFreeUser(page: Page, request: APIRequestContext) {
  const email = `billing-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Tender-Bids-Grow-2031!';
  const response = await request.post('/api/auth/register/', {
    data: {
      email,
      password,
      password2: password,
      first_name: 'Bill',
      last_name: 'Payer',
      company_name: 'Acme Ltd',
      industry: 'it_services',
      phone_number: '',
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { token, user } = await response.json();
  await page.goto('/');
  await page.evaluate(
    ([authToken, authUser]) => {
      localStorage.setItem('authToken', authToken);
      localStorage.setItem('authUser', authUser);
    },
    [token, JSON.stringify(user)],
  );
  return { token };
}

// Several pages and a hosted checkout per journey: allow for a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

function premiumCard(page: Page) {
  return page.getByRole('region', { name: 'Premium' });
}

test('a free user upgrades through checkout and the header then says Your Plan', async ({
  page,
  request,
}) => {
  const { token } = await signInAsNewFreeUser(page, request);
  await page.goto('/pricing');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Upgrade' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Free' }).getByRole('button')).toHaveText(
    'Your Current Plan',
  );
  await expect(page.getByRole('region', { name: 'Free' }).getByRole('button')).toBeDisabled();

  // Leave for checkout, then come back: the spinner must not stay on the button.
  await premiumCard(page).getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/cs_test_/);
  await page.goBack();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(premiumCard(page).getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();

  await page.getByRole('button', { name: /^Annually/ }).click();
  await expect(premiumCard(page)).toContainText('£21');
  await premiumCard(page).getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByRole('heading', { name: /Subscribe to Premium/ })).toBeVisible();
  await expect(page.getByText('£252.00 per year')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Finalizing Your Subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Upgrade is Complete' })).toBeVisible();
  for (const [name, href] of [
    ['Go to My Alerts', '/account/alerts'],
    ['Go to Search Page', '/search'],
    ['View Leaderboards', '/leaderboards'],
  ]) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Your Plan' })).toBeVisible();

  const me = await request.get('/api/auth/user/', { headers: { authorization: `Token ${token}` } });
  expect(await me.json()).toMatchObject({ tier: 'premium', subscription_status: 'active' });

  await page.goto('/pricing');
  await expect(premiumCard(page).getByRole('button')).toHaveText('Your Current Plan');
});

test('the discount code field checks codes as they are typed', async ({ page }) => {
  await page.goto('/pricing');
  const field = page.getByLabel('Have a discount code?');
  await field.fill('we');
  await expect(page.getByText(/Success!|not valid/)).toHaveCount(0);
  await field.fill('welcome20');
  await expect(field).toHaveValue('WELCOME20');
  await expect(page.getByText('Success! 20% discount applied. Valid for 3 months.')).toBeVisible();
  await field.fill('BOGUS');
  await expect(page.getByText('This discount code is not valid or has expired.')).toBeVisible();
});

test('visitors are sent to log in, Enterprise goes to the Contact page, and cancelling returns to pricing', async ({
  page,
  request,
}) => {
  await page.goto('/pricing');
  await expect(premiumCard(page).getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fpricing',
  );
  await expect(
    page.getByRole('region', { name: 'Enterprise' }).getByRole('link', { name: 'Contact Sales' }),
    // No SALES_EMAIL in this setup: no made-up address, the Contact page instead (ADR 0324).
  ).toHaveAttribute('href', '/contact');
  await expect(page.getByText('Coming Soon', { exact: true })).toBeVisible();

  await signInAsNewFreeUser(page, request);
  await page.goto('/pricing');
  await page
    .getByRole('region', { name: 'Professional' })
    .getByRole('button', { name: 'Upgrade to Professional' })
    .click();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/payment-cancelled$/);
  await expect(page.getByRole('heading', { name: 'Purchase Cancelled' })).toBeVisible();
  await expect(page.getByText(/card was not charged/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('an anonymous visitor at /payment-success is asked to log in, not told of an upgrade', async ({
  page,
}) => {
  await page.goto('/payment-success?session_id=cs_test_anonymous');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Log in to see your plan' }),
  ).toBeVisible();
  await expect(page.getByText('Your Upgrade is Complete')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent('/payment-success?session_id=cs_test_anonymous')}`,
  );
});
