import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import mammoth from 'mammoth';
import { signInWithToken } from './support/accounts';
import { registerProfessional } from './support/premium';

// Issue 30 (ADR 0247): a Professional user writes a template with a merge field, saves it twice
// (two versions), and downloads a response to an opportunity whose Word text holds the merged
// buyer and the section. A fake payment and a Word document on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

async function findOpenNotice(request: APIRequestContext) {
  const response = await request.get('/api/search/?status=open');
  const body = (await response.json()) as {
    results: { opportunity_id: string; buyer_name: string | null }[];
  };
  const found = body.results.find((result) => result.buyer_name);
  expect(found, 'an open notice with a buyer').toBeTruthy();
  return { wacId: found!.opportunity_id, buyer: found!.buyer_name! };
}

/** The tender deadline as the response merges it (UK time), or its bracketed prompt. */
async function readDeadline(request: APIRequestContext, wacId: string) {
  const notice = await (await request.get(`/api/opportunities/${wacId}/`)).json();
  if (!notice.tender_deadline_date) return '[tender deadline not published]';
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(notice.tender_deadline_date));
}

async function insertField(page: Page, field: string) {
  await page.getByLabel('Merge field').selectOption(field);
  await page.getByRole('button', { name: 'Insert field' }).click();
}

/** Types at the very end of the section text (End alone stops at a wrapped line's end). */
async function appendText(page: Page, words: string) {
  await page.getByRole('textbox', { name: 'Section text' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(words);
}

async function expectAccessible(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      theme,
    ).toEqual([]);
  }
}

for (const size of [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`on ${size.name} a Professional user writes a template and starts a response in Word`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size.viewport);
    const session = await registerProfessional(request, `templates-${size.name}`);
    await signInWithToken(page, session);
    await page.goto('/templates');
    await expect(page.getByRole('heading', { name: 'Proposal templates', level: 1 })).toBeVisible();
    // The starter set is there on first use.
    const library = page.getByRole('navigation', { name: 'Templates' });
    await expect(library.getByRole('button', { name: /Modern slavery/ })).toBeVisible();

    const { wacId, buyer } = await findOpenNotice(request);
    const deadline = await readDeadline(request, wacId);

    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Title').fill('Site safety plan');
    await page.getByLabel('Kind of section').selectOption('health_and_safety');
    const text = page.getByRole('textbox', { name: 'Section text' });
    await text.click();
    await page.keyboard.type('Our safety plan for ');
    await insertField(page, 'buyer');
    await page.keyboard.type(' covers every site visit before ');
    await insertField(page, 'tender_deadline');
    await page.keyboard.type('.');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText(/^Version 1, saved/)).toBeVisible();
    await expectAccessible(page);

    // The library is searched on the server: title, tags and the text itself (ADR 0280).
    const search = page.getByRole('searchbox', { name: 'Search templates' });
    await search.fill('site visit');
    await expect(library.getByRole('button', { name: /Modern slavery/ })).toHaveCount(0);
    await expect(library.getByRole('button', { name: /Site safety plan/ })).toBeVisible();
    await search.fill('qqzzxx');
    await expect(page.getByText('No template holds every word of "qqzzxx".')).toBeVisible();
    await search.fill('');
    await expect(library.getByRole('button', { name: /Modern slavery/ })).toBeVisible();

    await appendText(page, ' Revised.');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText(/^Version 2, saved/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore version 1' })).toBeVisible();

    // A teammate saves version 3 while this form still shows version 2: the save is refused
    // with the difference shown, and "Keep mine" saves what was typed as version 4.
    const headers = { authorization: `Token ${session.token}` };
    const workspaces = await (await request.get('/api/workspaces/', { headers })).json();
    const workspaceId = workspaces.results[0].id as number;
    const found = await request.get(
      `/api/workspaces/${workspaceId}/templates/?q=${encodeURIComponent('Site safety plan')}`,
      { headers },
    );
    const templateId = (await found.json()).results[0].id as number;
    const current = await (
      await request.get(`/api/workspaces/${workspaceId}/templates/${templateId}/`, { headers })
    ).json();
    const teammate = await request.put(`/api/workspaces/${workspaceId}/templates/${templateId}/`, {
      headers,
      data: { ...current, title: 'Site safety plan (team)', version: 2 },
    });
    expect(teammate.status()).toBe(200);
    await appendText(page, ' Checked.');
    await page.getByRole('button', { name: 'Save template' }).click();
    const conflict = page
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this template' });
    await expect(conflict.getByRole('row', { name: /Title/ })).toContainText(
      'Site safety plan (team)',
    );
    await expect(conflict.getByRole('row', { name: /Section text/ })).toContainText('Checked.');
    await expectAccessible(page);
    await conflict.getByRole('button', { name: 'Keep mine as version 4' }).click();
    await expect(page.getByText(/^Version 4, saved/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Restore version 3' })).toBeVisible();

    await page.goto(`/opportunity/${wacId}`);
    const card = page.getByRole('region', { name: 'Bid Decision' });
    await card.getByRole('button', { name: 'Start a response' }).click();
    const mine = card.getByRole('checkbox', { name: /Site safety plan/ });
    await expect(mine).toBeChecked();
    // Untick a starter: it stays out of the document.
    await card.getByRole('checkbox', { name: /Modern slavery/ }).uncheck();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download response (Word)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^response-${wacId}[a-z0-9-]*\\.docx$`),
    );
    const words = (
      await mammoth.extractRawText({ buffer: await readFile((await download.path())!) })
    ).value;
    expect(words).toContain(
      `Our safety plan for ${buyer} covers every site visit before ${deadline}. Revised. Checked.`,
    );
    expect(words).toContain('Key facts and deadlines');
    expect(words).toContain('Tender deadline');
    expect(words).toContain('Sections in this response');
    expect(words).not.toContain('Modern slavery');

    // The same on the opportunity's pipeline item.
    const item = await request.post(`/api/workspaces/${workspaceId}/pipeline/items/`, {
      headers,
      data: { wac_id: wacId },
    });
    await page.goto(`/pipeline/${workspaceId}/items/${(await item.json()).id}`);
    await page.getByRole('button', { name: 'Start a response' }).click();
    await expect(page.getByRole('checkbox', { name: /Site safety plan/ })).toBeChecked();
    const [fromItem] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download response (Word)' }).click(),
    ]);
    expect(fromItem.suggestedFilename()).toBe(download.suggestedFilename());
  });
}
