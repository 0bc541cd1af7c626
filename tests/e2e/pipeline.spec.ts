import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { findOpportunityIds, signInWithToken } from './support/accounts';
import { gotoReady } from './support/navigation';
import { column, dragByMouse } from './support/pipeline-board';
import { registerProfessional } from './support/premium';

// An account paid for on the fake Stripe, several page loads and two drags on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function expectAxeClean(page: Page, label: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(
      blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      `${label} (${theme})`,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The stage an item is in, asked of the API (what the board saved, not what it shows). */
async function stageOf(request: APIRequestContext, token: string, title: string) {
  const headers = { authorization: `Token ${token}` };
  const workspaces = await (await request.get('/api/workspaces/', { headers })).json();
  const id = workspaces.results[0].id;
  const stages = (
    await (await request.get(`/api/workspaces/${id}/pipeline/stages/`, { headers })).json()
  ).results as { id: number; name: string }[];
  const items = (
    await (await request.get(`/api/workspaces/${id}/pipeline/items/`, { headers })).json()
  ).results as { title: string; stage_id: number }[];
  const item = items.find((candidate) => candidate.title === title);
  return stages.find((stage) => stage.id === item?.stage_id)?.name;
}

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a Professional user adds opportunities and moves them by mouse and keyboard', async ({
      page,
      request,
    }) => {
      const session = await registerProfessional(request, `pipeline-${size.name}`);
      const [first, second] = await findOpportunityIds(request, 2);
      if (!first || !second) throw new Error('no sample opportunities');
      await signInWithToken(page, session);

      // From a card in the search results.
      await gotoReady(page, '/search?sort=release_date-desc');
      const card = page.getByRole('article').filter({ hasText: first.title }).first();
      await card.getByRole('button', { name: 'Add to pipeline', exact: true }).click();
      await expect(
        card.getByRole('link', { name: 'Added to the pipeline: open it' }),
      ).toBeVisible();

      // From its detail page; the first's page knows it is there already and links to it
      // with its stage instead of offering to add it again.
      await gotoReady(page, `/opportunity/${second.opportunity_id}`);
      await page.getByRole('button', { name: 'Add to pipeline', exact: true }).click();
      await expect(
        page.getByRole('link', { name: 'Added to the pipeline: open it' }),
      ).toBeVisible();
      await gotoReady(page, `/opportunity/${first.opportunity_id}`);
      const existing = page.getByRole('link', { name: 'In pipeline: Identified', exact: true });
      await expect(existing).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to pipeline', exact: true })).toHaveCount(
        0,
      );
      await existing.click();
      await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
      await expectAxeClean(page, 'item page');

      // The board, reached from the navigation.
      if (size.name === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Pipeline', exact: true }).first().click();
      await expect(column(page, 'Identified').getByText(first.title)).toBeVisible();
      await expect(column(page, 'Identified').getByText(second.title)).toBeVisible();
      await expectAxeClean(page, 'board');
      // The board scrolls sideways inside its own region; the page itself never does (its
      // columns' hidden counts once pushed the page 2,740 px wide into blank space).
      const pageOverflow = () =>
        page.evaluate(() => {
          const root = document.scrollingElement!;
          return root.scrollWidth - root.clientWidth;
        });
      expect(await pageOverflow()).toBe(0);

      await dragByMouse(page, first.title, 'Qualifying');
      await expect(column(page, 'Qualifying').getByText(first.title)).toBeAttached();
      await expect.poll(() => stageOf(request, session.token, first.title)).toBe('Qualifying');

      // By keyboard: pick up, two stages to the right, drop.
      await page.getByRole('button', { name: `Move ${second.title}`, exact: true }).focus();
      await page.keyboard.press('Space');
      // "Picked up ..." is said first, then at once where the card is.
      await expect(page.getByText(`${second.title} is over Identified.`)).toBeAttached();
      // A step at a time, as a person waits to hear where the card is (the board may scroll).
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(`${second.title} is over Qualifying.`)).toBeAttached();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByText(`${second.title} is over Bid decision.`)).toBeAttached();
      await page.keyboard.press('Space');
      await expect(page.getByText(`${second.title} dropped in Bid decision.`)).toBeAttached();
      await expect(column(page, 'Bid decision').getByText(second.title)).toBeAttached();
      await expect.poll(() => stageOf(request, session.token, second.title)).toBe('Bid decision');
      // Nor with a card in a column off screen (its hidden labels stay in the board too).
      expect(await pageOverflow()).toBe(0);

      await gotoReady(page, '/pipeline?view=table');
      await expect(page.getByRole('table')).toBeVisible();
      await expectAxeClean(page, 'table');

      // Back in the search, both cards say where they are now and link to their items.
      await gotoReady(page, '/search?sort=release_date-desc');
      for (const [held, stage] of [
        [first, 'Qualifying'],
        [second, 'Bid decision'],
      ] as const) {
        const heldCard = page.getByRole('article').filter({ hasText: held.title }).first();
        await expect(
          heldCard.getByRole('link', { name: `In pipeline: ${stage}`, exact: true }),
        ).toBeVisible();
        await expect(
          heldCard.getByRole('button', { name: 'Add to pipeline', exact: true }),
        ).toHaveCount(0);
      }
      await expectAxeClean(page, 'search with pipeline cards');
      await page
        .getByRole('article')
        .filter({ hasText: second.title })
        .first()
        .getByRole('link', { name: 'In pipeline: Bid decision', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    });
  });
}
