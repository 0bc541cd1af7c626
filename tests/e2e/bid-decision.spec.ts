import { expect, test } from '@playwright/test';
import { signInWithToken } from './support/accounts';
import { collectConsoleErrors } from './support/console-errors';
import { registerProfessional } from './support/premium';

// A fake payment, an estimate and several saves on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** An open notice with a buyer (the sample data has many), by its WAC ID. */
async function findOpenNotice(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/api/search/?status=open');
  const body = (await response.json()) as {
    results: { opportunity_id: string; buyer_name: string | null }[];
  };
  const found = body.results.find((result) => result.buyer_name);
  expect(found, 'an open notice with a buyer').toBeTruthy();
  return found!.opportunity_id;
}

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${size.name} a Professional user reads the estimate, scores the bid and records the decision`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const session = await registerProfessional(request, `bid-${size.name}`);
    await signInWithToken(page, session);
    const wacId = await findOpenNotice(request);
    // Not yet in the pipeline is an ordinary answer, not a 404 the console reports.
    const errors = collectConsoleErrors(page);
    await page.goto(`/opportunity/${wacId}`);

    const card = page.getByRole('region', { name: 'Bid Decision' });
    // Never a bare number: a figure with what it rests on, or "Not enough data".
    await expect(card.getByText(/(based on \d+ similar awards?)|(^Not enough data)/)).toBeVisible();

    await card.getByRole('button', { name: 'Add to pipeline and score' }).click();
    // The page's own pipeline link follows at once, with no reload.
    await expect(page.getByRole('link', { name: 'In pipeline: Identified' })).toBeVisible();
    await card.getByLabel('Capability fit score').selectOption('5');
    await card.getByLabel('Competition and incumbent score').selectOption('1');
    await card.getByRole('button', { name: 'Save scores' }).click();
    await expect(card.getByRole('status').filter({ hasText: 'Recommendation' })).toContainText(
      'Weakest: Competition and incumbent (1 of 5)',
    );
    await card.getByLabel('No bid', { exact: true }).check();
    await card.getByLabel('Reason').fill('The incumbent is strong.');
    await card.getByRole('button', { name: 'Save decision' }).click();
    await expect(card.getByText('Decision saved.')).toBeVisible();

    await page.reload();
    await expect(card.getByLabel('No bid', { exact: true })).toBeChecked();
    await expect(card.getByLabel('Reason')).toHaveValue('The incumbent is strong.');
    await expect(card.getByLabel('Capability fit score')).toHaveValue('5');
    expect(errors).toEqual([]);
  });
}

test('a free account sees no bid decision on an opportunity', async ({ page, request }) => {
  const wacId = await findOpenNotice(request);
  await page.goto(`/opportunity/${wacId}`);
  await expect(page.getByRole('heading', { name: 'Value and Dates' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bid Decision' })).toHaveCount(0);
});
