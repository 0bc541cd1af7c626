import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { decodeQuotedPrintable, readEmailedLink, signInWithToken } from './support/accounts';
import { apiSearch } from './support/search-api';
import { createEnterpriseOwner } from './support/workspaces';

// Issue 29: "a reminder goes out once". The staff command queues the scheduled reminders job in
// the running server (ADR 0259); the server's worker runs it as it runs the hourly one.
test.describe.configure({ timeout: 120_000 });

const outbox = () => process.env.E2E_OUTBOX_DIR ?? '';

function runRemindersNow() {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/job.ts', 'run', 'pipeline-reminders'],
    { env: { ...process.env, DATA_DIR: path.dirname(outbox()), LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
}

/** UK calendar day `days` from today, as the search API's deadline filters take it. */
function ukDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Europe/London',
  });
}

/** Open opportunities whose submission deadline is 2 to 4 UK days away: inside the 5-day reminder. */
async function closingWithinDays(request: APIRequestContext) {
  const query = `status=open&deadline_from=${ukDay(2)}&deadline_to=${ukDay(4)}&sort=release_date-desc`;
  const body = await apiSearch(request, query);
  expect(body.results.length, 'two sample tenders close in 2-4 days').toBeGreaterThanOrEqual(2);
  return body.results;
}

/** The reminder emails in the outbox addressed to `to`, each as its decoded text. */
async function reminders(to: string): Promise<string[]> {
  const emails: string[] = [];
  for (const file of (await readdir(outbox())).filter((name) => name.endsWith('.eml'))) {
    const raw = await readFile(path.join(outbox(), file), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    const text = decodeQuotedPrintable(raw);
    if (text.includes('Subject: Submission deadline')) emails.push(text);
  }
  return emails;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a submission-deadline reminder goes out once and opens the item (${viewport.width}x${viewport.height})`, async ({
    browser,
    request,
  }) => {
    const { owner, email, headers, workspace } = await createEnterpriseOwner(request, 'reminded');
    const [first, second] = await closingWithinDays(request);
    if (!first || !second) throw new Error('no tender closing in 2-4 days');
    const add = async (wacId: string) => {
      const added = await request.post(`/api/workspaces/${workspace.id}/pipeline/items/`, {
        headers,
        data: { wac_id: wacId },
      });
      expect(added.status(), await added.text()).toBe(201);
    };

    await add(first.opportunity_id);
    runRemindersNow();
    await expect.poll(() => reminders(email), { timeout: 30_000 }).toHaveLength(1);

    // A second run after a second item: its reminder arriving shows the run finished, and the
    // first item was not reminded again.
    await add(second.opportunity_id);
    runRemindersNow();
    await expect.poll(() => reminders(email), { timeout: 30_000 }).toHaveLength(2);
    // A repeated reminder would be queued with the second item's, so it would have arrived too.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const emails = await reminders(email);
    expect(emails).toHaveLength(2);
    for (const { title } of [first, second]) {
      const naming = emails.filter((text) =>
        text.includes(`The submission deadline of "${title}" is in`),
      );
      expect(naming, `one reminder for "${title}"`).toHaveLength(1);
    }

    const page = await (await browser.newContext({ viewport })).newPage();
    await signInWithToken(page, owner);
    const link = new URL(await readEmailedLink(email, `/pipeline/${workspace.id}/items/`));
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect([first.title, second.title]).toContain(heading?.trim());
  });
}
