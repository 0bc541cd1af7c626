import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ENGAGEMENT_SAMPLE } from './support/framework-sample-names';

// The real UK2 market engagement notice (Find a Tender 083645-2026, seeded by
// support/framework-samples.ts) closes engagement at 23:59:59 BST on 2 October 2026: the page says
// so under Value and Dates and never calls it a tender submission deadline (ADR 0328).
test.skip(
  !existsSync(path.resolve('../shared/ocds-samples/find-a-tender')),
  'the real OCDS samples live in ../shared',
);

test("a planning notice's engagement deadline is not a tender deadline", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/search?q=${encodeURIComponent('Whole Energy Absorption Spectrometer')}`);
  await page.getByRole('link', { name: ENGAGEMENT_SAMPLE.title }).click();
  const dates = page.getByRole('region', { name: 'Value and Dates' });
  await expect(dates.getByText('Engagement Deadline')).toBeVisible();
  await expect(dates.getByText('2 October 2026, 23:59 UK time')).toBeVisible();
  await expect(page.getByText('Tender Submission Deadline')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Submission Details' })).toHaveCount(0);
});
