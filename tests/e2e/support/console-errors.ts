import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of a page, each with the address it happened on: where
 * React reports a hydration mismatch (main.tsx's onRecoverableError) and any other failure.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}
