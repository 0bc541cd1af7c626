import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

/**
 * The quality bar for every route: no serious or critical axe-core violations, in the light and
 * the dark theme. Signed-in pages are checked as a new free user.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
const THEMES = ['light', 'dark'] as const;

const PUBLIC_ROUTES = [
  '/',
  '/search?sort=release_date-desc',
  '/search?q=maintenance',
  '/leaderboards',
  '/login',
  '/register',
  '/auth/verify-email',
  '/auth/confirm-email/not-a-real-key',
  '/auth/password-reset',
  '/auth/password-reset/confirm/bm8/not-a-token',
  '/auth/sign-in-link/not-a-token',
  '/workspaces/invite/not-a-token',
  '/about',
  '/contact',
  '/pricing',
  '/privacy',
  '/coverage',
  '/payment-success',
  '/payment-cancelled',
  '/no-such-page',
];
const SIGNED_IN_ROUTES = [
  '/account/profile',
  '/account/favourites',
  '/account/alerts',
  '/pricing',
  '/workspaces/invite/not-a-token',
];

// Every page, in both themes, on a busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** An opportunity page to check; a failing search API fails the test (never a skip). */
async function findOpportunityPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/search/?sort=release_date-desc');
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { results?: { opportunity_id: string }[] };
  const id = body.results?.[0]?.opportunity_id;
  expect(id, 'the e2e app always has sample opportunities').toBeTruthy();
  return `/opportunity/${encodeURIComponent(id!)}`;
}

/** A supplier's page: its open opportunities list buyers inline (link-in-text-block). */
async function findSupplierPath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/search/?stage=award&sort=release_date-desc');
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    results?: { supplier_organisation_id: number | null }[];
  };
  const id = body.results?.find(
    (result) => result.supplier_organisation_id,
  )?.supplier_organisation_id;
  expect(id, 'the e2e app always has awarded sample opportunities').toBeTruthy();
  return `/supplier/${id}`;
}

type Session = { token: string; user: unknown };

/** One free account for every signed-in check (registration is rate limited per address). */
async function registerUser(request: APIRequestContext): Promise<Session> {
  const email = `axe-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const password = 'Tender-Bids-Grow-2031!';
  const response = await request.post('/api/auth/register/', {
    data: {
      email,
      password,
      password2: password,
      first_name: 'Ada',
      last_name: 'Checker',
      company_name: 'Axe Ltd',
      industry: 'it_services',
      phone_number: '',
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return response.json();
}

async function signIn(page: Page, session: Session) {
  await page.addInitScript(
    ([authToken, authUser]) => {
      localStorage.setItem('authToken', authToken);
      localStorage.setItem('authUser', authUser);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/**
 * Waits for the page's content rather than its loading states, then runs axe; `prepare` puts the
 * page in the state to check first (e.g. a typed password's strength feedback).
 */
async function expectNoSeriousViolations(
  page: Page,
  path: string,
  theme: (typeof THEMES)[number],
  prepare?: (page: Page) => Promise<void>,
) {
  await page.emulateMedia({ colorScheme: theme });
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(page.locator('main h1').first()).toBeVisible();
  // Bounded: an unreachable map service can keep a request open (the page shows its fallback).
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  // Loading indicators, not live regions that stay on the page (copy confirmations, counters).
  const loading = page.locator('main [role="status"]', { hasText: /loading|checking|verifying/i });
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[data-map-state="loading"]')).toHaveCount(0, { timeout: 15_000 });
  await prepare?.(page);

  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations.filter((violation) =>
    BLOCKING_IMPACTS.has(violation.impact ?? ''),
  );
  const report = blocking.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes
      .slice(0, 5)
      .map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
  expect(report, `${path} (${theme} theme)`).toEqual([]);
}

let session: Session | undefined;
const getSession = async (request: APIRequestContext) => {
  session ??= await registerUser(request);
  return session;
};

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    for (const path of PUBLIC_ROUTES) {
      test(`${path} has no serious accessibility violations`, async ({ page }) => {
        await expectNoSeriousViolations(page, path, theme);
      });
    }

    for (const password of ['aaaaaaaaaaaa', 'Sturdy-Otter-Lamp-17']) {
      test(`/register with the strength of "${password}" shown has no serious violations`, async ({
        page,
      }) => {
        await expectNoSeriousViolations(page, '/register', theme, async () => {
          await page.getByLabel('Password', { exact: true }).fill(password);
          await expect(page.getByTestId('password-strength')).toBeVisible();
        });
      });
    }

    test('an opportunity page has no serious accessibility violations', async ({
      page,
      request,
    }) => {
      await expectNoSeriousViolations(page, await findOpportunityPath(request), theme);
    });

    test('a supplier page has no serious accessibility violations', async ({ page, request }) => {
      await expectNoSeriousViolations(page, await findSupplierPath(request), theme);
    });

    for (const path of SIGNED_IN_ROUTES) {
      test(`${path} (signed in) has no serious accessibility violations`, async ({
        page,
        request,
      }) => {
        await signIn(page, await getSession(request));
        await expectNoSeriousViolations(page, path, theme);
      });
    }
  });
}
