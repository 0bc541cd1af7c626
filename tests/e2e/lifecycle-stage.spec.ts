import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// Issue 31: the lifecycle stage as a search filter with counts, on the card and the detail page,
// at both sizes. Written against whatever data the app holds (sample data offline): the stage
// filtered by and its count are read from the API first.
test.describe.configure({ timeout: 90_000 });

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

type Bucket = { key: string; doc_count: number };
type Card = { opportunity_id: string; title: string; lifecycle: { label: string } | null };

for (const size of SIZES) {
  test(`filters by a lifecycle stage and shows it on the card and the detail page (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const countsResponse = await request.get(
      '/api/search/lifecycle-stages/?sort=release_date-desc',
    );
    expect(countsResponse.ok()).toBeTruthy();
    const { stages } = (await countsResponse.json()) as { stages: Bucket[] };
    const contractLive = stages.find((bucket) => bucket.key === 'contract_live')!;
    expect(contractLive.doc_count, 'sample data holds live contracts').toBeGreaterThan(0);
    const first = (await (
      await request.get('/api/search/?lifecycle_stage=contract_live&sort=release_date-desc')
    ).json()) as { results: Card[]; total: number };
    expect(first.total).toBe(contractLive.doc_count);
    const card = first.results[0]!;
    expect(card.lifecycle?.label).toMatch(/^Contract live until \d{1,2} \w{3} \d{4}$/);

    await page.goto('/search?sort=release_date-desc&page=1');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    if (await toggle.isVisible()) await toggle.click();
    const group = page.getByRole('group', { name: 'Lifecycle stage' });
    const option = group.getByRole('checkbox', { name: 'Contract live' });
    await expect(option.locator('xpath=..')).toContainText(
      contractLive.doc_count.toLocaleString('en-GB'),
    );
    await option.click();
    await page
      .getByRole('region', { name: 'Unapplied filters' })
      .getByRole('button', { name: 'Apply Filters' })
      .click();
    await expect(page).toHaveURL(/lifecycle_stage=contract_live/);
    await expect(page.getByText('Lifecycle stage: Contract live', { exact: true })).toBeVisible();

    const results = page.getByRole('region', { name: 'Search results' });
    const firstCard = results.getByRole('article').first();
    await expect(firstCard.getByRole('heading')).toHaveText(card.title);
    await expect(firstCard.getByText(card.lifecycle!.label)).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations).toEqual([]);

    await firstCard.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/opportunity/${card.opportunity_id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.title);
    await expect(page.getByText(card.lifecycle!.label)).toBeVisible();
  });
}
