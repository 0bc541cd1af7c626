import { expect, test } from '@playwright/test';
import type { OpportunityDetail } from '@wac/contract';
import { registerThroughApi, signInWithToken, uniqueEmail } from './support/accounts';
import { attachmentCount, findOpportunity } from './support/opportunities';

test.use({ viewport: { width: 390, height: 844 } });

const LONG_FILE_NAME = `Invitation_to_Tender_Appendix_${'Specification_and_Pricing_Schedule_'.repeat(4)}v12.xlsx`;
const LONG_WORD = 'Supercalifragilisticexpialidocious'.repeat(3);

test('the detail page never scrolls sideways on a phone, whatever the portal wrote', async ({
  page,
  request,
}) => {
  const opportunity = await findOpportunity(request, 'tender', (o) => attachmentCount(o) > 1);
  // Real notices carry long file names, long links and unbroken words; give this one all of
  // them (a signed-in visitor's browser asks the API itself, so the answer can be changed).
  await page.route(`**/api/opportunities/${opportunity.id}/`, async (route) => {
    const body = (await (await route.fetch()).json()) as OpportunityDetail;
    body.title = `${body.title} ${LONG_WORD}`;
    body.buyer_name = `${LONG_WORD} Council`;
    body.description = `${body.description ?? ''} https://example.org/${LONG_WORD}/${LONG_WORD}`;
    body.additional_documents = [
      ...body.additional_documents.map((document) =>
        document.documentType === 'attachment'
          ? { ...document, true_filename: LONG_FILE_NAME }
          : document,
      ),
      {
        documentType: 'other',
        url: `https://example.org/${LONG_WORD}`,
        true_filename: null,
        title: null,
        format: null,
      },
    ];
    await route.fulfill({ json: body });
  });
  const session = await registerThroughApi(request, uniqueEmail('phone'));
  await signInWithToken(page, session);
  await page.goto(`/opportunity/${opportunity.id}`);
  await expect(page.getByRole('heading', { name: 'Supporting Documents' })).toBeVisible();
  await expect(page.getByText(LONG_FILE_NAME).first()).toBeAttached();

  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.document).toBeLessThanOrEqual(widths.viewport);
  expect(widths.body).toBeLessThanOrEqual(widths.viewport);
  // The names are cut with an ellipsis, and still readable in full as the link's name.
  const link = page.getByRole('link', { name: LONG_FILE_NAME }).first();
  const box = await link.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
});

test('a CPV chip keeps its code on one line beside a long label', async ({ page, request }) => {
  const opportunity = await findOpportunity(request, 'tender');
  const label = 'Construction work for buildings relating to leisure, sports, culture, lodging';
  // A long label wrapped the code itself ("452 / 120 / 00") on a phone.
  await page.route(`**/api/opportunities/${opportunity.id}/`, async (route) => {
    const body = (await (await route.fetch()).json()) as OpportunityDetail;
    body.cpv_codes = '45212000';
    body.cpv_classifications = [{ code: '45212000', label }];
    await route.fulfill({ json: body });
  });
  await signInWithToken(page, await registerThroughApi(request, uniqueEmail('cpv-chip')));
  await page.goto(`/opportunity/${opportunity.id}`);
  const chip = page.getByRole('list', { name: 'CPV codes' }).getByRole('link');
  await expect(chip).toContainText(label);
  const code = chip.getByText('45212000', { exact: true });
  const lineHeight = await code.evaluate((element) =>
    Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect((await code.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
});
