import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './support/navigation';

/**
 * Issue 28 item 9: what a person sees when input is wrong is words at the field, and a page
 * address that fails is an HTML page, never the API's JSON. Checked in both themes, at desktop
 * and phone sizes.
 */
test.describe.configure({ timeout: 90_000 });

const THEMES = ['light', 'dark'] as const;
const PHONE = { width: 390, height: 844 };

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
}

async function expectNoSeriousViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
  expect(blocking, label).toEqual([]);
}

/** Nothing sticks out sideways: the page scrolls only down. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

for (const theme of THEMES) {
  test(`a page address too long to read is an HTML page in words (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    const response = await page.goto(`/search?q=${'tender'.repeat(2_800)}`);
    expect(response?.status()).toBe(414);
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This address is too long');
    await expect(page.getByText('Error 414')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('"detail"');
    await expect(page.locator('html')).toHaveClass(theme);
    await expectNoSeriousViolations(page, `414 page, ${theme}`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'Search opportunities' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test(`a minimum above the maximum is said at the fields, not 0 results (${theme})`, async ({
    page,
  }) => {
    await useTheme(page, theme);
    // Typed only once React has taken the server-rendered page over (support/navigation.ts).
    await gotoReady(page, '/search?q=services');
    const min = page.getByRole('textbox', { name: 'Min value' });
    const max = page.getByRole('textbox', { name: 'Max value' });
    await min.fill('500000');
    await max.fill('10000');
    const message = 'Min value must not be more than Max value.';
    // Said as it is typed, once, for both fields.
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await expect(max).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('searchbox', { name: 'Search terms' }).press('Enter');
    await expect(page).toHaveURL(/value_from=500000&value_to=10000/);
    await expect(page.getByRole('alert')).toHaveText(`Error fetching results: ${message}`);
    await expect(page.getByText(/Found 0 matching/)).toHaveCount(0);
    await expectNoSeriousViolations(page, `inverted range, ${theme}`);

    // A shared link with the range the wrong way round says the same at the fields.
    await page.goto('/search?release_date_from=2026-03-02&release_date_to=2026-03-01');
    await expect(
      page.getByText('Released from must not be after Released to.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Released from', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
}

test('the search box stops at the server limit and a long query wraps its chip', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, '/search');
  const box = page.getByRole('searchbox', { name: 'Search terms' });
  const words = Array.from({ length: 120 }, (_, index) => `maintenance${index}`).join(' ');
  expect(words.length).toBeGreaterThan(1_000);
  await box.fill(words);
  await expect(box).toHaveValue(words.slice(0, 500));
  await expect(page.getByText('Search terms can be at most 500 characters.')).toBeVisible();
  await box.press('Enter');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/matching opportunit/)).toBeVisible();
  // The chip holds the whole query and wraps inside the screen, long words and all.
  await box.fill(`${'x'.repeat(300)} roads`);
  await box.press('Enter');
  const chip = page.getByRole('list').locator('li', { hasText: 'xxxxxxxx' });
  await expect(chip).toBeVisible();
  const bounds = await chip.boundingBox();
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(PHONE.width);
  await expectNoSidewaysScroll(page);
});

test('API messages reach the page in words, never as field keys', async ({ page }) => {
  await page.goto('/alerts/unsubscribe/short');
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('token:');
  await page.goto('/search?q=roads&page=900');
  await expect(page.getByRole('alert')).toHaveText(
    'Error fetching results: Only the first 500 pages can be shown; narrow the search.',
  );
});
