import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type Caller, callWorkspaces, findWorkspaceId } from '../../../test/helpers/workspaces';
import { paragraphs } from './template-fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function setUp() {
  const owner = await createUser(db(), { tier: 'professional' });
  const id = await findWorkspaceId(testApp.app, owner);
  await callWorkspaces(testApp.app, owner, 'PUT', `/${id}/company/`, {
    company_name: 'Quayside Dredging Ltd',
    companies_house_number: '01234567',
  });
  const notice = await createOpportunity(db(), {
    title: 'Harbour dredging: "phase 2" / east basin',
    buyer_name: 'Port of Testhaven Authority',
    cpv_codes: ['45252100'],
    tender_deadline_date: '2027-03-15T12:00:00.000Z',
    extra: {
      award_criteria_details: JSON.stringify([
        { name: 'Technical merit', weight: '60%' },
        { name: 'Price', weight: 40 },
      ]),
    },
  });
  const add = async (title: string, cpv: string[], text: string) =>
    (
      await callWorkspaces(testApp.app, owner, 'POST', `/${id}/templates/`, {
        title,
        kind: 'other',
        cpv_divisions: cpv,
        content: paragraphs(text),
      })
    ).json().id as number;
  const dredging = await add(
    'Dredging method',
    ['45'],
    'Dredging for {{buyer}} by {{tender_deadline}}.',
  );
  const software = await add('Software delivery', ['72'], 'Agile delivery for {{buyer}}.');
  return { owner, id, notice, dredging, software };
}

const start = (owner: Caller, id: number, query: string) =>
  callWorkspaces(testApp.app, owner, 'GET', `/${id}/responses/start.docx?${query}`);

const readDocx = async (body: Buffer) => (await mammoth.extractRawText({ buffer: body })).value;

describe('Start a response', () => {
  it('assembles a Word document with the cover sheet, award criteria and the sections that fit, merged', async () => {
    const { owner, id, notice } = await setUp();
    const response = await start(owner, id, `wac_id=${notice.wac_id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="response-${notice.wac_id}-harbour-dredging-phase-2-east-basin.docx"`,
    );
    const text = await readDocx(response.rawPayload);
    expect(text).toContain('Response: Harbour dredging: "phase 2" / east basin');
    expect(text).toContain('Prepared by Quayside Dredging Ltd for Port of Testhaven Authority');
    expect(text).toContain('Monday, 15 March 2027 at 12:00');
    expect(text).toContain('Technical merit: 60%');
    expect(text).toContain('Price: 40%');
    expect(text).toContain(
      'Dredging for Port of Testhaven Authority by Monday, 15 March 2027 at 12:00.',
    );
    // Starters fit every division; the software section is tagged 72 and the notice is 45.
    expect(text).toContain('Modern slavery');
    expect(text).not.toContain('Agile delivery');
    expect(text).not.toContain('{{');
  });

  it('holds only the sections ticked, and says which fit', async () => {
    const { owner, id, notice, software, dredging } = await setUp();
    const sections = await callWorkspaces(
      testApp.app,
      owner,
      'GET',
      `/${id}/responses/sections/?wac_id=${notice.wac_id}`,
    );
    const fits = Object.fromEntries(
      sections.json().results.map((s: { id: number; fits: boolean }) => [s.id, s.fits]),
    );
    expect([fits[dredging], fits[software]]).toEqual([true, false]);
    const text = await readDocx(
      (await start(owner, id, `wac_id=${notice.wac_id}&templates=${software}`)).rawPayload,
    );
    expect(text).toContain('Agile delivery for Port of Testhaven Authority.');
    expect(text).not.toContain('Dredging for');
    expect(text).not.toContain('Modern slavery');
  });

  it.each([
    ['templates=1,x', 'List the sections by number'],
    ['templates=999999', 'not in this library'],
  ])('refuses %s with a 400 naming the sections', async (query, words) => {
    const { owner, id, notice } = await setUp();
    const response = await start(owner, id, `wac_id=${notice.wac_id}&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toContain(words);
    expect(response.json().detail.toLowerCase()).toContain('sections');
  });

  it("refuses another workspace's section and an unknown opportunity", async () => {
    const { notice, dredging } = await setUp();
    const other = await setUp();
    const stolen = await start(
      other.owner,
      other.id,
      `wac_id=${notice.wac_id}&templates=${dredging}`,
    );
    expect(stolen.statusCode).toBe(400);
    expect((await start(other.owner, other.id, 'wac_id=WAC-NOPE')).statusCode).toBe(404);
  });
});
