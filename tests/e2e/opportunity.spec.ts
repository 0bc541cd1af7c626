import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDF_BYTES } from '../../apps/server/test/helpers/attachment-server';
import { readZip } from '../../apps/server/test/helpers/read-zip';
import { registerThroughApi, signInWithToken, uniqueEmail } from './support/accounts';
import { ATTACHMENT_TENDER } from './support/attachment-tender';
import { gotoReady } from './support/navigation';
import { findOpportunity } from './support/opportunities';

const pounds = (amount: number, currency = 'GBP') =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a tender shows its estimated value, deadline in UK time and no supplier yet', async ({
  page,
  request,
}) => {
  const tender = await findOpportunity(
    request,
    'tender',
    (detail) => detail.tender_value_amount !== null && detail.tender_deadline_date !== null,
  );
  await gotoReady(page, `/opportunity/${tender.id}`);

  await expect(page.getByRole('heading', { level: 1, name: tender.title })).toBeVisible();
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('Tender', { exact: true })).toBeVisible();
  await expect(page.getByText('Estimated Value', { exact: true })).toBeVisible();
  await expect(page.getByText(pounds(tender.tender_value_amount!)).first()).toBeVisible();
  await expect(page.getByText('Application Deadline', { exact: true })).toBeVisible();
  await expect(page.getByText(/UK time$/).first()).toBeVisible();
  await expect(page.getByText('Not yet awarded')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Links & Documents' })).toBeVisible();
  const noticeLink = page.getByRole('link', { name: /View Original Notice/ });
  await expect(noticeLink).toHaveAttribute('target', '_blank');
  await expect(noticeLink).toHaveAttribute('href', tender.notice_url!);
});

test('an award shows the awarded value, award date and the first award suppliers', async ({
  page,
  request,
}) => {
  const award = await findOpportunity(
    request,
    'award',
    (detail) => detail.opportunity_awards[0]?.value_amount != null,
  );
  const firstAward = award.opportunity_awards[0]!;
  await gotoReady(page, `/opportunity/${award.id.toLowerCase()}`);

  await expect(page.getByRole('heading', { level: 1, name: award.title })).toBeVisible();
  await expect(page.getByText('Awarded Value', { exact: true })).toBeVisible();
  await expect(
    page.getByText(pounds(firstAward.value_amount!, firstAward.value_currency ?? 'GBP')).first(),
  ).toBeVisible();
  await expect(page.getByText('Award Date', { exact: true })).toBeVisible();
  await expect(page.getByText('Award Status', { exact: true })).toBeVisible();
  const supplierNames = firstAward.suppliers.map((supplier) => supplier.name).join(', ');
  await expect(page.getByText(supplierNames, { exact: true })).toBeVisible();
});

test('a planning notice shows the engagement deadline and estimated publication date', async ({
  page,
  request,
}) => {
  const planning = await findOpportunity(request, 'planning');
  await gotoReady(page, `/opportunity/${planning.id}`);

  await expect(page.getByRole('heading', { level: 1, name: planning.title })).toBeVisible();
  await expect(page.getByText('Engagement Deadline', { exact: true })).toBeVisible();
  await expect(page.getByText('Estimated Tender Publication Date', { exact: true })).toBeVisible();
  await expect(page.getByText('Application Deadline', { exact: true })).toHaveCount(0);
});

test('the QR code dialog shows a 192 px code of the page link with Copy', async ({
  page,
  request,
}) => {
  const opportunity = await findOpportunity(request, 'tender');
  await gotoReady(page, `/opportunity/${opportunity.id}`);

  await page.getByRole('button', { name: 'QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Opportunity' });
  await expect(dialog).toBeVisible();
  const code = dialog.locator('svg').filter({ has: page.locator('title') });
  await expect(code).toHaveAttribute('width', '192');
  const link = dialog.getByRole('textbox', { name: 'Opportunity link' });
  await expect(link).toHaveValue(new RegExp(`/opportunity/${opportunity.id}$`));
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/opportunity/${opportunity.id}$`),
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the WAC ID copies with a confirmation that lasts two seconds', async ({ page, request }) => {
  const opportunity = await findOpportunity(request, 'tender');
  await gotoReady(page, `/opportunity/${opportunity.id}`);

  const copy = page.getByRole('button', { name: 'Copy WAC ID' });
  await copy.click();
  await expect(page.getByRole('button', { name: 'Copied! WAC ID' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(opportunity.id);
  await expect(copy).toBeVisible({ timeout: 4000 });
});

test('an unknown WAC ID says so and links back to the search', async ({ page }) => {
  const response = await gotoReady(page, '/opportunity/WAC-NOSUCHTHING');
  // Rendered on the server as a 404, so search engines drop the address.
  expect(response?.status()).toBe(404);
  // The designed not-found page, in the spec's words.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Opportunity not found.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Search' })).toHaveAttribute(
    'href',
    /\/search/,
  );
});

test('Download All needs an account, then saves a zip of the attachments', async ({
  page,
  request,
}) => {
  // The tender whose files the fake attachment host serves (seed-attachment-release.ts).
  const search = await request.get(
    `/api/search/?q=${encodeURIComponent(`"${ATTACHMENT_TENDER.title}"`)}`,
  );
  const [tender] = (await search.json()).results as { id: string; title: string }[];
  expect(tender?.title).toBe(ATTACHMENT_TENDER.title);
  await gotoReady(page, `/opportunity/${tender?.id}`);
  const downloadAll = page.getByRole('button', { name: 'Download All (.zip)' });
  await downloadAll.click();
  await expect(page.getByText('You must be logged in to download attachments.')).toBeVisible();

  const session = await registerThroughApi(request, uniqueEmail('zip'));
  await signInWithToken(page, session);
  await gotoReady(page, `/opportunity/${tender?.id}`);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download All (.zip)' }).click();
  await expect(page.getByText('Download started!')).toBeVisible({ timeout: 20_000 });
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`opportunity_${tender?.id}_attachments.zip`);
  const zip = readZip(await readFile((await download.path()) as string));
  // Both files, byte for byte as the host served them, and no note of a failed one.
  expect([...zip.values()].map((bytes) => bytes.toString()).sort()).toEqual(
    [PDF_BYTES.toString(), 'notes 1'].sort(),
  );
  expect(zip.size).toBe(ATTACHMENT_TENDER.files.length);
});

test('saving a favourite sends an anonymous visitor to log in and back', async ({
  page,
  request,
}) => {
  const opportunity = await findOpportunity(request, 'tender');
  await gotoReady(page, `/opportunity/${opportunity.id}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('title', 'Login to save');
  await save.click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?next=${encodeURIComponent(`/opportunity/${opportunity.id}`)}`),
  );
});

test('visitors who are not staff never see the Raw Source Data toggle', async ({
  page,
  request,
}) => {
  const opportunity = await findOpportunity(request, 'award');
  await gotoReady(page, `/opportunity/${opportunity.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Raw Source Data' })).toHaveCount(0);
});

test('a sample opportunity says it is sample data, not that WAC holds no notices', async ({
  page,
  request,
}) => {
  // Its notice type and notice link show above: "WAC holds no published notices" contradicted them.
  const sample = await findOpportunity(request, 'tender', (detail) =>
    (detail.notice_url ?? '').includes('.sample.invalid'),
  );
  await gotoReady(page, `/opportunity/${sample.id}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(
    'This is generated sample data: it has no published notices to list.',
  );
  await expect(timeline).not.toContainText('WAC holds no published notices');
});
