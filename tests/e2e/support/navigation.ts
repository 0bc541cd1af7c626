import type { Page } from '@playwright/test';

/**
 * Opens a page by full load and waits until React has taken it over (apps/web/src/app/app.tsx
 * sets the mark): a server-rendered page is visible, and clickable, before it is hydrated, and a
 * click in between is lost.
 */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return response;
}
