import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInWithToken } from './support/accounts';
import { registerProfessional } from './support/premium';
import { BRIEF_TENDER } from './support/seed-tender-brief';

// A fake payment and a page of two dozen cited items on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${size.name} a Professional user reads the brief, each line quoting its page`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const session = await registerProfessional(request, `brief-${size.name}`);
    await signInWithToken(page, session);
    await page.goto(`/opportunity/${BRIEF_TENDER.wacId}`);

    const brief = page.getByRole('region', { name: 'Brief' });
    await expect(
      brief.getByText('Read from 2 documents (7 pages)', { exact: false }),
    ).toBeVisible();
    const deadline = brief.locator('dl > div', { hasText: 'Submission deadline' });
    await expect(deadline).toContainText('12:00 on Friday 15 January 2027');
    await expect(deadline).toContainText(
      '“Tender submission deadline 12 noon on 15th January 2027”',
    );
    const link = deadline.getByRole('link', { name: `${BRIEF_TENDER.ittName}, page 3` });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^/opportunity/${BRIEF_TENDER.wacId}/documents/[0-9a-f]{64}/pages/3$`),
    );

    const split = brief.locator('dl > div', { hasText: 'Evaluation split' });
    await expect(split).toContainText('Quality 60%, Price 30%, Social value 10%');
    await expect(
      split.getByRole('link', { name: `${BRIEF_TENDER.ittName}, page 5` }),
    ).toBeVisible();
    const tupe = brief.locator('dl > div', { hasText: 'TUPE' });
    await expect(
      tupe.getByRole('link', { name: `${BRIEF_TENDER.specName}, page 1` }),
    ).toBeVisible();
    await expect(brief.locator('dl > div', { hasText: 'ISO 27001' })).toContainText(
      'not found in the documents',
    );

    // Nothing on the page is wider than a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      const results = await new AxeBuilder({ page })
        .include('section[aria-labelledby="section-brief"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const blocking = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        blocking.map((violation) => violation.id),
        theme,
      ).toEqual([]);
    }

    // The citation opens the reader on the page it quotes.
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: BRIEF_TENDER.ittName })).toBeVisible();
    await expect(page.getByText('Page 3 of 5')).toBeVisible();
    await expect(
      page.getByText('Tender submission deadline 12 noon on 15th January 2027', { exact: false }),
    ).toBeVisible();
  });
}

test('a visitor sees no brief on the opportunity', async ({ page }) => {
  await page.goto(`/opportunity/${BRIEF_TENDER.wacId}`);
  await expect(page.getByRole('heading', { name: BRIEF_TENDER.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Links & Documents' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Brief' })).toHaveCount(0);
});
