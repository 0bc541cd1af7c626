import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInWithToken } from './support/accounts';
import { DOCUMENTS_TENDER } from './support/attachment-tender';
import { registerProfessional } from './support/premium';

// Issue 32: the tender pack seeded by seed-attachment-release.ts was fetched from the fake
// attachment host and read before the server started. A fake payment on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Axe in both themes, and a screenshot of each kept with the test's output for review. */
async function expectAxeClean(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({
      path: test.info().outputPath(`${label}-${theme}.png`),
      fullPage: true,
    });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(
      blocking.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
      `${label} (${theme})`,
    ).toEqual([]);
  }
}

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${size.name} a Professional user finds words inside the documents and reads the page`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    await signInWithToken(page, await registerProfessional(request, `documents-${size.name}`));
    await page.goto('/search?q=culvert%20inspection&sort=release_date-desc');
    const card = page.locator('article').filter({ hasText: DOCUMENTS_TENDER.title });
    await expect(card).toHaveCount(0);

    // The switch sits in the filter panel, behind "Show filters" on a phone.
    if (size.name === 'phone') await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Include documents').check();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/include_documents=true/);
    const found = card.getByRole('link', { name: 'Found in ‘Drainage Survey.pdf’, page 2' });
    await expect(found).toBeVisible();
    await expect(card.getByText('(in Drawings.zip)')).toBeVisible();
    await expect(card.locator('mark').first()).toHaveText(/culvert/i);
    await expectAxeClean(page, 'search with documents');

    await found.click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Drainage Survey.pdf' }),
    ).toBeVisible();
    await expect(page.getByText('In Drawings.zip · Page 2 of 2')).toBeVisible();
    // The words are marked in the page's text, built from text runs.
    await expect(page.locator('main mark')).toHaveText(['Culvert', 'inspection']);
    await expect(page.getByText('Culvert inspection by CCTV crawler.')).toBeVisible();
    await expectAxeClean(page, 'reader');
    await page.getByRole('link', { name: 'Page 1' }).click();
    await expect(page.getByText('In Drawings.zip · Page 1 of 2')).toBeVisible();

    // Back on the opportunity, each document is listed, and the matching page with it.
    await page.getByRole('link', { name: 'Back to the opportunity' }).click();
    const inside = page.getByRole('region', { name: 'Inside the Documents' });
    await expect(inside.getByText('is on 1 page of these documents')).toBeVisible();
    await expect(inside.getByRole('link', { name: 'ITT Volume 2.pdf' })).toBeVisible();
    await inside.getByRole('link', { name: 'Page 2' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Drainage Survey.pdf' }),
    ).toBeVisible();
  });
}

test('a free account is told which plan searches inside documents', async ({ page }) => {
  await page.goto('/search?q=culvert&sort=release_date-desc');
  await expect(page.getByText('Searching inside tender documents comes with the')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Professional plan' })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.getByLabel('Include documents')).toHaveCount(0);
});
