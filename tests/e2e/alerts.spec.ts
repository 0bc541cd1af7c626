import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { upgradeToPremium } from './support/premium';

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
  return { token: token as string };
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

// Several pages, a fake payment and debounced checks per journey on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test('a premium user creates, previews, edits and deletes an alert profile', async ({
  page,
  request,
}) => {
  const { token } = await register(request, 'alerts-premium');
  await upgradeToPremium(request, token);
  await signIn(page, request, token);
  const name = `Cleaning ${Date.now() % 100_000}`;

  await page.goto('/account/alerts');
  await expect(page.getByRole('heading', { name: 'My Alert Profiles' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Alert Profiles Yet' })).toBeVisible();

  // Step 1: the name is required, then checked for availability.
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a profile name to continue.')).toBeVisible();
  await page.getByLabel('Profile Name').fill(name);
  await expect(page.getByText('This name is available.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: tags are trimmed, de-duplicated and removable; CPV codes must be codes.
  await addTag(page, 'Keywords', '  services ');
  await addTag(page, 'Keywords', 'SERVICES');
  await addTag(page, 'Keywords', 'cleaning');
  const keywords = page.getByRole('list', { name: 'Keywords added' });
  await expect(keywords.getByRole('listitem')).toHaveText(['services', 'cleaning']);
  await page.getByRole('button', { name: 'Remove cleaning' }).click();
  await expect(keywords.getByRole('listitem')).toHaveText(['services']);
  await addTag(page, 'CPV Codes', 'software');
  await expect(page.getByText('"software" is not a CPV code.', { exact: false })).toBeVisible();
  await addTag(page, 'CPV Codes', '90910000');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the live preview counts the last 30 days.
  await addTag(page, 'Location Keywords', 'London');
  await page.getByLabel('Minimum Value (£)').fill('1000');
  await expect(
    page.getByText(
      /matched in the last 30 days: (about [\d,]+ alerts? per week|fewer than one alert per week|no alerts expected)\./,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save Profile' }).click();

  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Email alerts on')).toBeVisible();
  await expect(card.getByText('services')).toBeVisible();
  await expect(card.getByText('From £1,000')).toBeVisible();

  // Edit: pre-filled, its own name still counts as available.
  await card.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Profile Name')).toHaveValue(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Chosen CPV codes' })).toContainText(
    '90910000 Cleaning services',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Location Keywords added' })).toContainText('London');
  await page.getByRole('switch', { name: /Send Email Alerts/ }).click();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(card.getByText('Email alerts off')).toBeVisible();

  // Delete, after the confirmation.
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Are you sure you want to delete this alert profile? This action cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No Alert Profiles Yet' })).toBeVisible();
});

test('the wizard asks before saving a profile without keywords or CPV codes, and opens pre-filled from a search', async ({
  page,
  request,
}) => {
  const { token } = await register(request, 'alerts-prefill');
  await upgradeToPremium(request, token);
  await signIn(page, request, token);

  // The search screen's Create Alert button carries the search's filters to the wizard.
  await page.goto('/search?q=roads,bridges&region=UKI&value_from=5000&stage=tender');
  await page.getByRole('link', { name: 'Create Alert' }).click();
  await expect(page).toHaveURL(/\/account\/alerts/);
  await page.getByLabel('Profile Name').fill('Roads in London');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Keywords added' }).getByRole('listitem')).toHaveText(
    ['roads', 'bridges'],
  );
  await page.getByRole('button', { name: 'Remove roads' }).click();
  await page.getByRole('button', { name: 'Remove bridges' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('list', { name: 'Location Keywords added' })).toContainText('London');
  await expect(page.getByLabel('Minimum Value (£)')).toHaveValue('5000');

  await page.getByRole('button', { name: 'Save Profile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Go Back' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save Anyway' }).click();
  await expect(page.getByRole('article', { name: 'Roads in London' })).toBeVisible();
});

test('a free user sees the upgrade prompt instead of alert profiles', async ({ page, request }) => {
  const { token } = await register(request, 'alerts-free');
  await signIn(page, request, token);
  await page.goto('/account/alerts');
  await expect(
    page.getByRole('heading', { name: 'Unlock Custom Opportunity Alerts' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('button', { name: 'Create New Profile' })).toHaveCount(0);
});
