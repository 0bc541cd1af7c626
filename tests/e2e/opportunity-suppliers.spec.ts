import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FRAMEWORK_SAMPLE } from './support/framework-sample-names';

// The real framework award (Find a Tender 052408-2025, seeded by support/framework-samples.ts)
// names its three suppliers across six awards: the opportunity page lists each of them once
// (ADR 0327), not only the first award's supplier.
test.skip(
  !existsSync(path.resolve('../shared/ocds-samples/find-a-tender')),
  'the real OCDS samples live in ../shared',
);

test('the opportunity page lists every awarded supplier once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?sort=release_date-desc&framework=frameworks');
  await page.getByRole('link', { name: FRAMEWORK_SAMPLE.title }).click();
  const parties = page.getByRole('region', { name: 'Buyer and Supplier' });
  await expect(parties.getByRole('link')).toHaveText([
    'United Utilities Water Limited',
    'Brenntag UK Limited',
    'Airedale Chemical Company Ltd',
    'Industrial Chemicals Ltd',
  ]);
});
