import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { CHANGED_CONTRACT } from './support/contract-change-releases';
import { findOpportunity } from './support/opportunities';
import { signInNewAccount } from './support/paid-account';

// Issue 31: watch a procurement from a planning notice, the account list, and the radar's date
// moved by a contract change notice, at the two sizes the product is built for.
test.describe.configure({ timeout: 120_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(blocking.map((violation) => violation.id)).toEqual([]);
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport });

    test('watches a planning notice for its tender and stops from the account list', async ({
      page,
      request,
    }) => {
      await signInNewAccount(page, request, { label: `watch-${size.name}`, isPremium: false });
      const planning = await findOpportunity(request, 'planning');
      await page.goto(`/opportunity/${planning.id}`);
      await page.getByRole('button', { name: 'Tell me when the tender is published' }).click();
      const watching = page.getByRole('button', { name: 'Watching' });
      await expect(watching).toHaveAttribute('aria-pressed', 'true');
      await expect(
        page.getByText('Watching: we email you when its next notice is published.'),
      ).toBeVisible();

      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto('/account/watches');
        await expect(
          page.getByRole('heading', { level: 1, name: 'Watched procurements' }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: planning.title })).toBeVisible();
        await expect(page.getByText('You watch 1 of 3 by choice on your plan.')).toBeVisible();
        await expectAccessible(page);
      }
      await page.getByRole('button', { name: `Stop watching ${planning.title}` }).click();
      await expect(page.getByText(/Nothing watched yet/)).toBeVisible();
      await page.goto(`/opportunity/${planning.id}`);
      await expect(
        page.getByRole('button', { name: 'Tell me when the tender is published' }),
      ).toHaveAttribute('aria-pressed', 'false');
    });

    test("the contract's page tells its story: both notices in the timeline, oldest first", async ({
      page,
      request,
    }) => {
      const found = await request.get(
        `/api/search/?q=${encodeURIComponent('"route optimisation"')}&sort=release_date-desc`,
      );
      const { results } = (await found.json()) as { results: { id: string; title: string }[] };
      const contract = results.find((result) => result.title === CHANGED_CONTRACT.title);
      expect(contract, 'the e2e contract is stored').toBeDefined();
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(`/opportunity/${contract!.id}`);
        const timeline = page.getByRole('region', { name: 'Timeline' });
        const notices = timeline.getByRole('list', { name: 'Notices, oldest first' });
        await expect(notices.locator(':scope > li')).toHaveCount(2);
        await expect(notices.locator(':scope > li').first()).toContainText('UK7');
        await expect(notices.locator(':scope > li').nth(1)).toContainText(
          'UK10 Contract change notice',
        );
        await expect(
          timeline.getByRole('link', { name: /UK10 Contract change notice/ }),
        ).toHaveAttribute('href', /find-tender\.service\.gov\.uk\/Notice\//);
        await expectAccessible(page);
      }
    });

    test('the radar shows a contract whose change notice moved its date, with the history', async ({
      page,
    }) => {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(`/radar?months=12&q=${encodeURIComponent('route optimisation')}`);
        const row = page.getByRole('article', { name: CHANGED_CONTRACT.title });
        await expect(row).toBeVisible();
        await expect(row.getByText('Date changes')).toBeVisible();
        const changes = row.getByRole('listitem');
        await expect(changes).toHaveCount(2);
        await expect(changes.first()).toContainText('End date:');
        await expect(changes.first()).toContainText('UK10 Contract change notice, published');
        await expect(changes.nth(1)).toContainText('Maximum extent:');
        await expect(row.getByText(/^Options to /)).toBeVisible();
        await expectAccessible(page);
      }
    });
  });
}
