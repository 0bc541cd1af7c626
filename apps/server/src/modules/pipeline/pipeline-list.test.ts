import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type Caller, workspacesCaller } from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from '../workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const call = workspacesCaller(() => testApp.app);

/** An Enterprise team of two (owner Zoe, member Adam) with three items in two stages. */
async function makeBoard() {
  const owner = await createUser(db(), { tier: 'professional', first_name: 'Zoe' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  const member = await createUser(db(), { first_name: 'Adam' });
  await db().query(
    `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')`,
    [id, member.id],
  );
  const add = async (input: Parameters<typeof createOpportunity>[1], by: Caller) => {
    const notice = await createOpportunity(db(), input);
    const added = await call(by, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id });
    expect(added.statusCode).toBe(201);
    return added.json() as { id: number; version: number; title: string };
  };
  const roads = await add(
    {
      title: 'Roads',
      buyer_name: 'Kent County Council',
      tender_value_amount: 90000,
      tender_deadline_date: '2030-03-10T12:00:00Z',
    },
    owner,
  );
  const parks = await add(
    {
      title: 'Parks',
      buyer_name: 'Bristol City Council',
      tender_value_amount: 20000,
      tender_deadline_date: '2030-01-05T12:00:00Z',
    },
    member,
  );
  const audit = await add(
    { title: 'Audit 100%_done', buyer_name: 'NHS Kent and Medway', tender_value_amount: null },
    member,
  );
  const stages = (await call(owner, 'GET', `/${id}/pipeline/stages/`)).json().results;
  const moved = await call(owner, 'PUT', `/${id}/pipeline/items/${parks.id}/stage/`, {
    version: parks.version,
    stage_id: stages[2].id,
  });
  expect(moved.statusCode).toBe(200);
  return { id, owner, member, roads, parks, audit, stages };
}

const titles = async (caller: Caller, path: string) => {
  const response = await call(caller, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as { title: string }[]).map((item) => item.title);
};

describe('pipeline list for the table', () => {
  it('sorts by buyer, stage, owner, deadline and value', async () => {
    const { id, owner } = await makeBoard();
    const list = `/${id}/pipeline/items/`;
    expect(await titles(owner, `${list}?sort=buyer`)).toEqual([
      'Parks',
      'Roads',
      'Audit 100%_done',
    ]);
    expect(await titles(owner, `${list}?sort=stage`)).toEqual([
      'Roads',
      'Audit 100%_done',
      'Parks',
    ]);
    expect(await titles(owner, `${list}?sort=owner`)).toEqual([
      'Parks',
      'Audit 100%_done',
      'Roads',
    ]);
    expect(await titles(owner, `${list}?sort=deadline`)).toEqual([
      'Parks',
      'Roads',
      'Audit 100%_done',
    ]);
    expect(await titles(owner, `${list}?sort=value`)).toEqual([
      'Roads',
      'Parks',
      'Audit 100%_done',
    ]);
  });

  it('filters by buyer words, deadline and minimum value, with the total to match', async () => {
    const { id, owner } = await makeBoard();
    const list = `/${id}/pipeline/items/`;
    expect(await titles(owner, `${list}?buyer=kent&sort=value`)).toEqual([
      'Roads',
      'Audit 100%_done',
    ]);
    // % and _ are letters here, not patterns.
    expect(await titles(owner, `${list}?buyer=%25`)).toEqual([]);
    expect(await titles(owner, `${list}?deadline_to=2030-01-05`)).toEqual(['Parks']);
    expect(await titles(owner, `${list}?value_from=50000`)).toEqual(['Roads']);
    const filtered = await call(owner, 'GET', `${list}?buyer=council&value_from=10000`);
    expect(filtered.json().total).toBe(2);
  });

  it('names a bad filter in words', async () => {
    const { id, owner } = await makeBoard();
    const bad = await call(owner, 'GET', `/${id}/pipeline/items/?deadline_to=soon&value_from=lots`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Deadline to');
    expect(bad.json().detail).toContain('Enter the minimum value as a number of pounds.');
    const sort = await call(owner, 'GET', `/${id}/pipeline/items/?sort=colour`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().detail).toContain('Sort by updated, deadline, value, buyer, stage, owner.');
  });

  it("never lists another workspace's items, whatever the filter", async () => {
    const first = await makeBoard();
    const second = await makeBoard();
    const path = `/${second.id}/pipeline/items/?buyer=kent&sort=owner`;
    expect(await titles(second.owner, path)).toEqual(['Audit 100%_done', 'Roads']);
    const outsider = await call(first.owner, 'GET', path);
    expect(outsider.statusCode).toBe(404);
    expect(outsider.body).not.toContain('Roads');
  });

  it('answers an opportunity added twice with the item already there', async () => {
    const { id, member, roads } = await makeBoard();
    const item = (await call(member, 'GET', `/${id}/pipeline/items/${roads.id}/`)).json();
    const again = await call(member, 'POST', `/${id}/pipeline/items/`, { wac_id: item.wac_id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      detail: 'This opportunity is already in the pipeline.',
      current: { id: roads.id, title: 'Roads' },
    });
  });

  it('names the opportunity field in words', async () => {
    const { id, member } = await makeBoard();
    // A message that does not name its field is prefixed with the field's label.
    const control = await call(member, 'POST', `/${id}/pipeline/items/`, { wac_id: 'A\u0007B' });
    expect(control.statusCode).toBe(400);
    expect(control.json().detail).toMatch(/^Opportunity: /);
  });
});
