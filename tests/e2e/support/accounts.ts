import { randomInt } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiSearch } from './search-api';

export const PASSWORD = 'Tender-Horse-Lamp-2031';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${randomInt(1e6)}@example.test`;
}

/** The text part of a raw .eml, with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for the email the app wrote to the outbox (no SMTP in e2e) for `to`, and answers the
 * first link whose path contains `pathPart`.
 */
export async function readEmailedLink(to: string, pathPart: string): Promise<string> {
  const outbox = process.env.E2E_OUTBOX_DIR;
  if (!outbox) throw new Error('E2E_OUTBOX_DIR is not set (see playwright.config.ts)');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        for (const file of files
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .reverse()) {
          const raw = await readFile(path.join(outbox, file), 'utf8');
          if (!raw.includes(`To: ${to}`)) continue;
          const text = decodeQuotedPrintable(raw);
          link = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(pathPart));
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000, message: `an email to ${to} with a ${pathPart} link` },
    )
    .toBe(true);
  return link!;
}

/**
 * Registers through the API from a made-up client address (the app trusts X-Forwarded-For),
 * so journeys do not spend the shared per-IP registration allowance of 127.0.0.1.
 */
export async function registerThroughApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/register/', {
    headers: { 'x-forwarded-for': `10.9.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      email,
      password: PASSWORD,
      password2: PASSWORD,
      first_name: 'Grace',
      last_name: 'Hopper',
      company_name: 'Compilers plc',
      industry: 'consulting',
      phone_number: '',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { token: string; user: Record<string, unknown> };
}

/** Puts a session in local storage the way the app's login does, then reloads. */
export async function signInWithToken(page: Page, session: { token: string; user: unknown }) {
  await page.goto('/');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('authUser', user);
    },
    [session.token, JSON.stringify(session.user)],
  );
  await page.reload();
}

/** WAC IDs of the newest opportunities (the e2e app loads deterministic sample data). */
export async function findOpportunityIds(request: APIRequestContext, count: number) {
  const body = await apiSearch(request, 'sort=release_date-desc');
  expect(body.results.length).toBeGreaterThanOrEqual(count);
  return body.results.slice(0, count);
}

export async function logOutThroughMenu(page: Page, email: string) {
  await page.getByRole('button', { name: `Account menu for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}
