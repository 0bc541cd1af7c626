import { expect, type Page, test } from '@playwright/test';

// Issue 28 item 1 (ADR 0140): every bullet of a software feature leads to a page that works;
// what is still being built says "coming soon" and leads nowhere.

const CARDS = ['Free', 'Premium', 'Professional', 'Enterprise'];

/** The links among the plan cards' bullets (not their buttons). */
async function readBulletLinks(page: Page): Promise<string[]> {
  const hrefs: string[] = [];
  for (const name of CARDS) {
    const links = page.getByRole('region', { name }).getByRole('listitem').getByRole('link');
    hrefs.push(
      ...(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))),
    );
  }
  return hrefs;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`every software bullet leads to a working page (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/pricing');
    const free = page.getByRole('region', { name: 'Free' });
    await expect(
      free.getByText(
        'Search opportunities from all four government portals (Contracts Finder, Find a Tender, Public Contracts Scotland and Sell2Wales)',
      ),
    ).toBeVisible();
    await expect(page.getByText('both government portals')).toHaveCount(0);

    const hrefs = await readBulletLinks(page);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of new Set(hrefs)) {
      expect(href, 'bullets link inside the app (no service is configured here)').toMatch(/^\//);
      const response = await page.goto(href);
      expect(response?.status(), href).toBe(200);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    }
  });
}

test('no software feature reads "coming soon" now that all have shipped, and no service is listed', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('region', { name: 'Professional' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'coming soon' })).toHaveCount(0);
  // The FAQ said team seats and audit logs were "still being built" while their bullets linked
  // to the working pages.
  await page.getByRole('button', { name: 'When will Enterprise be available?' }).click();
  await expect(
    page.getByRole('region', { name: 'When will Enterprise be available?' }),
  ).not.toContainText('still being built');
  // Services people provide show only when the operator configured them (none here).
  for (const service of ['Monthly workshop', 'Training library', 'Networking roundtables', 'SLA']) {
    await expect(page.getByText(service, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'Professional' })).toContainText(
    'Everything in Premium, plus:',
  );
  await expect(
    page
      .getByRole('region', { name: 'Professional' })
      .getByRole('link', { name: /Re-tender radar/ }),
  ).toHaveAttribute('href', '/radar');
  // The estimator lives on every opportunity's page, found through search (ADR 0220).
  await expect(
    page
      .getByRole('region', { name: 'Professional' })
      .getByRole('link', { name: /Win-probability estimator/ }),
  ).toHaveAttribute('href', '/search');
  // The workspace's template library (ADR 0247).
  await expect(
    page
      .getByRole('region', { name: 'Professional' })
      .getByRole('link', { name: /Proposal templates/ }),
  ).toHaveAttribute('href', '/templates');
  // So does the brief read from its tender documents (ADR 0242).
  await expect(
    page
      .getByRole('region', { name: 'Professional' })
      .getByRole('link', { name: /Tender document brief, every line cited/ }),
  ).toHaveAttribute('href', '/search');
  // The watch limits, from the contract's one definition (plan-limits.ts), like the account page.
  for (const [card, text] of [
    ['Free', 'Watch up to 3 procurements: an email when each has a new notice'],
    ['Premium', 'Watch up to 25 procurements: an email when each has a new notice'],
    ['Professional', 'Watch up to 200 procurements: an email when each has a new notice'],
    ['Enterprise', 'Watch unlimited procurements: an email when each has a new notice'],
  ] as const) {
    await expect(
      page.getByRole('region', { name: card }).getByRole('link', { name: text }),
    ).toHaveAttribute('href', '/account/watches');
  }
});
