import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiSearch } from './support/search-api';

// Issue 28: the words people type. OR / NOT in the box, a misspelt word ("Did you mean ...?"),
// a word beginning and a lone star, on the sample data; expectations read from the API first.
test.describe.configure({ timeout: 120_000 });

/** Different words of five letters or more from the newest titles (at least two). */
async function titleWords(request: APIRequestContext): Promise<[string, string, ...string[]]> {
  const { results } = await apiSearch(request, 'sort=release_date-desc');
  const words = [
    ...new Set(
      results.flatMap((result) =>
        result.title
          .toLowerCase()
          .split(/[^a-z]+/)
          .filter((word) => word.length >= 5),
      ),
    ),
  ];
  expect(words.length).toBeGreaterThanOrEqual(2);
  return words as [string, string, ...string[]];
}

async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search terms' });
  await box.fill(text);
  await box.press('Enter');
}

const countLine = (total: number) =>
  `Found ${total.toLocaleString('en-GB')} matching ${total === 1 ? 'opportunity' : 'opportunities'}.`;

test('OR and NOT in the box find what a comma and a minus find', async ({ page, request }) => {
  const [first, second] = await titleWords(request);
  const either = await apiSearch(request, `q=${encodeURIComponent(`${first}, ${second}`)}`);
  const without = await apiSearch(request, `q=${encodeURIComponent(`${first} -${second}`)}`);
  expect(either.total).toBeGreaterThan(0);
  await page.goto('/search?sort=release_date-desc');
  await searchFor(page, `${first} OR ${second}`);
  await expect(page.getByText(countLine(either.total))).toBeVisible();
  await searchFor(page, `${first} NOT ${second}`);
  await expect(page.getByText(countLine(without.total))).toBeVisible();

  await page.getByRole('button', { name: 'Pro Search Tips' }).click();
  const tips = page.getByRole('dialog');
  await expect(tips.getByText('cleaning OR security', { exact: true })).toBeVisible();
  await expect(tips.getByText('constr*', { exact: true })).toBeVisible();
});

test('a misspelt word offers "Did you mean ...?", and the link runs it', async ({
  page,
  request,
}) => {
  // A title word with its third letter dropped, which finds nothing as typed.
  let typo = '';
  for (const word of await titleWords(request)) {
    const candidate = word.slice(0, 2) + word.slice(3);
    if ((await apiSearch(request, `q=${candidate}`)).total === 0) {
      typo = candidate;
      break;
    }
  }
  expect(typo, 'a misspelling that finds nothing').not.toBe('');
  // The vocabulary is read in the background just after start; give it its minute.
  await expect
    .poll(async () => (await apiSearch(request, `q=${typo}`)).suggestion, { timeout: 75_000 })
    .not.toBeNull();
  const { suggestion } = await apiSearch(request, `q=${typo}`);

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/search?q=${typo}&sort=relevance`);
    await expect(page.getByRole('link', { name: suggestion!.q })).toBeVisible();
    const axe = await new AxeBuilder({ page }).include('main').analyze();
    const serious = axe.violations.filter((item) => ['serious', 'critical'].includes(item.impact!));
    expect(
      serious.map((item) => item.id),
      theme,
    ).toEqual([]);
  }
  await page.getByRole('link', { name: suggestion!.q }).click();
  await expect(page).toHaveURL(new RegExp(`q=${suggestion!.q}`));
  await expect(page.getByText(countLine(suggestion!.total))).toBeVisible();
});

test('a lone star lists everything and says so; a word beginning finds words', async ({
  page,
  request,
}) => {
  const everything = await apiSearch(request, 'sort=release_date-desc');
  await page.goto('/search?q=*&sort=relevance');
  await expect(page.getByText(countLine(everything.total))).toBeVisible();
  const notes = page.getByRole('list', { name: 'About your search words' });
  await expect(notes).toContainText('has no letters or digits to search for');
  await expect(notes).toContainText('every opportunity is listed');

  const [word] = await titleWords(request);
  const prefix = `${word.slice(0, 3)}*`;
  const found = await apiSearch(request, `q=${encodeURIComponent(prefix)}&sort=relevance`);
  expect(found.total).toBeGreaterThan(0);
  await page.goto(`/search?q=${encodeURIComponent(prefix)}&sort=relevance`);
  await expect(page.getByText(countLine(found.total))).toBeVisible();
  await expect(notes).toContainText('Best Match ranks whole words');
  await expect(page.getByLabel('Sort By')).toHaveValue('release_date-desc');
});
