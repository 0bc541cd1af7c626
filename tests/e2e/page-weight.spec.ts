import { gzipSync } from 'node:zlib';
import { expect, type Response, test } from '@playwright/test';

/** Issue 9's weight budget: the JavaScript a first visit to `/` downloads, gzip-compressed. */
const INITIAL_JS_BUDGET_KB = 150;

test(`a first visit to / downloads at most ${INITIAL_JS_BUDGET_KB} KB of JavaScript (gzip)`, async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  let totalBytes = 0;
  const sizes: string[] = [];
  for (const response of scripts) {
    const gzipped = gzipSync(await response.body()).length;
    totalBytes += gzipped;
    sizes.push(`${new URL(response.url()).pathname} ${(gzipped / 1024).toFixed(1)} KB`);
  }
  const totalKb = totalBytes / 1024;
  console.log(`Initial JS for /: ${totalKb.toFixed(1)} KB gzip\n  ${sizes.join('\n  ')}`);
  expect(totalKb, sizes.join('\n')).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  // The map library is the contact page's alone.
  expect(scripts.some((response) => response.url().includes('create-office-map'))).toBe(false);
});
