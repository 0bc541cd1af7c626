import { existsSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { FRAMEWORK_SAMPLE } from './support/framework-sample-names';

// Issue 31: the real framework award sample and a call-off under it (seeded by
// support/framework-samples.ts) from the search filter to the framework page and back, at the
// desktop and phone sizes, in both themes.
test.describe.configure({ timeout: 90_000 });
test.skip(
  !existsSync(path.resolve('../shared/ocds-samples/find-a-tender')),
  'the real OCDS samples live in ../shared',
);

const CALL_OFF_TITLE = 'ICAT Phase 3 Technology Solution';
const SIZES = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function expectAccessible(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      );
    expect(blocking, `${label} (${theme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const size of SIZES) {
  test(`the framework filter, the framework page and its call-off (${size.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/search?sort=release_date-desc');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    if (await toggle.isVisible()) await toggle.click();
    await page
      .getByLabel('Frameworks and call-offs')
      .selectOption({ label: 'Frameworks and dynamic markets only' });
    const apply = page
      .getByRole('region', { name: 'Unapplied filters' })
      .getByRole('button', { name: 'Apply Filters' });
    await expect(apply).toBeEnabled();
    await apply.click();
    await expect(page).toHaveURL(/framework=frameworks/);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByText('Found 1 matching opportunity.')).toBeVisible();
    // The applied filter is a chip of the current search, removable like the others.
    await expect(
      page.getByRole('button', { name: 'Remove Frameworks and dynamic markets only' }),
    ).toBeVisible();
    await results.getByRole('link', { name: FRAMEWORK_SAMPLE.title }).click();

    // The framework's own notice links to its page.
    await expect(page.getByText('This is a framework.')).toBeVisible();
    await page.getByRole('link', { name: 'See its lots, suppliers and call-offs' }).click();

    await expect(page).toHaveURL(/\/frameworks\/WAC-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRAMEWORK_SAMPLE.title);
    await expect(page.getByRole('link', { name: 'United Utilities Water Limited' })).toBeVisible();
    const lots = page.getByRole('region', { name: 'Lots and suppliers (4 lots)' });
    await expect(lots.getByRole('heading', { level: 3 })).toHaveText([
      'Lot 1 - Caustic Soda',
      'Lot 2: Phosphoric Acid',
      'Lot 3: Multiple Strategic Process Chemicals',
      'Lot 4: Hydrogen Peroxide',
      'Suppliers whose award names no lot',
    ]);
    await expect(lots.getByRole('link', { name: 'Brenntag UK Limited' })).toBeVisible();
    await expect(lots.getByRole('link', { name: 'Airedale Chemical Company Ltd' })).toBeVisible();
    await expect(page.getByText('Not stated in the notices').first()).toBeVisible();
    await expectNoOverflow(page);
    await expectAccessible(page, 'framework page');

    // The call-off says which framework it was called off under.
    await page
      .getByRole('region', { name: 'Call-offs (1)' })
      .getByRole('link', { name: CALL_OFF_TITLE })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CALL_OFF_TITLE);
    await expect(page.getByText('Called off under')).toBeVisible();
    await page.getByRole('link', { name: FRAMEWORK_SAMPLE.title }).click();
    await expect(page).toHaveURL(/\/frameworks\/WAC-/);
    await expectNoOverflow(page);
  });
}

test('a supplier page lists the frameworks it is on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?sort=release_date-desc&framework=frameworks');
  await page.getByRole('link', { name: FRAMEWORK_SAMPLE.title }).click();
  await page.getByRole('link', { name: 'See its lots, suppliers and call-offs' }).click();
  await page.getByRole('link', { name: 'Industrial Chemicals Ltd' }).click();
  const frameworks = page.getByRole('region', { name: 'Frameworks (1)' });
  await expect(frameworks.getByRole('link', { name: FRAMEWORK_SAMPLE.title })).toBeVisible();
  await expectNoOverflow(page);
});
