import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { findWorkspaceId, workspacesCaller } from '../../../test/helpers/workspaces';
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

async function makeTeam() {
  const owner = await createUser(db(), { tier: 'professional' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  const member = await createUser(db());
  await db().query(
    "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')",
    [id, member.id],
  );
  return { id, owner, member };
}

describe('pipeline changes', () => {
  it('adds and reorders stages; the order must name every stage once', async () => {
    const { id, owner } = await makeTeam();
    const added = await call(owner, 'POST', `/${id}/pipeline/stages/`, {
      name: 'Shortlist',
      kind: 'open',
    });
    expect(added.json()).toMatchObject({ name: 'Shortlist', kind: 'open', position: 10 });
    const again = await call(owner, 'POST', `/${id}/pipeline/stages/`, {
      name: 'shortlist',
      kind: 'open',
    });
    expect(again.statusCode).toBe(409);
    const ids = (
      (await call(owner, 'GET', `/${id}/pipeline/stages/`)).json().results as { id: number }[]
    ).map((stage) => stage.id);
    const partial = await call(owner, 'PUT', `/${id}/pipeline/stage-order/`, {
      stage_ids: ids.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().stage_ids).toEqual([
      'List every stage of this pipeline once, in the new order.',
    ]);
    const reversed = await call(owner, 'PUT', `/${id}/pipeline/stage-order/`, {
      stage_ids: [...ids].reverse(),
    });
    expect((reversed.json().results as { id: number }[]).map((stage) => stage.id)).toEqual(
      [...ids].reverse(),
    );
  });

  it('moves, filters, sorts and deletes items', async () => {
    const { id, owner, member } = await makeTeam();
    const soon = await createOpportunity(db(), {
      tender_value_amount: 10,
      tender_deadline_date: '2030-01-01T12:00:00Z',
    });
    const later = await createOpportunity(db(), {
      tender_value_amount: 900,
      tender_deadline_date: '2031-01-01T12:00:00Z',
    });
    const a = (
      await call(owner, 'POST', `/${id}/pipeline/items/`, { wac_id: later.wac_id })
    ).json();
    const b = (
      await call(member, 'POST', `/${id}/pipeline/items/`, { wac_id: soon.wac_id })
    ).json();
    const stages = (await call(owner, 'GET', `/${id}/pipeline/stages/`)).json().results;
    const moved = await call(member, 'PUT', `/${id}/pipeline/items/${a.id}/stage/`, {
      version: 1,
      stage_id: stages[5].id,
    });
    expect(moved.json()).toMatchObject({ stage_id: stages[5].id, version: 2 });
    const inWon = await call(owner, 'GET', `/${id}/pipeline/items/?stage=${stages[5].id}`);
    expect(inWon.json().results.map((item: { id: number }) => item.id)).toEqual([a.id]);
    const byDeadline = await call(owner, 'GET', `/${id}/pipeline/items/?sort=deadline`);
    expect(byDeadline.json().results.map((item: { id: number }) => item.id)).toEqual([b.id, a.id]);
    const byValue = await call(owner, 'GET', `/${id}/pipeline/items/?sort=value`);
    expect(byValue.json().results.map((item: { id: number }) => item.id)).toEqual([a.id, b.id]);
    expect((await call(member, 'DELETE', `/${id}/pipeline/items/${b.id}/`)).statusCode).toBe(204);
    expect((await call(member, 'GET', `/${id}/pipeline/items/${b.id}/`)).statusCode).toBe(404);
  });

  it('clears the owner of items when that member leaves', async () => {
    const { id, owner, member } = await makeTeam();
    const notice = await createOpportunity(db());
    const item = (
      await call(member, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id })
    ).json();
    expect(item.owner_user_id).toBe(member.id);
    expect((await call(member, 'POST', `/${id}/leave/`)).statusCode).toBe(204);
    const after = (await call(owner, 'GET', `/${id}/pipeline/items/${item.id}/`)).json();
    expect(after).toMatchObject({ owner_user_id: null, version: 2 });
  });

  it('goes with a personal workspace when its owner deletes the account', async () => {
    const solo = await createUser(db(), { tier: 'professional' });
    const id = await findWorkspaceId(testApp.app, solo);
    const notice = await createOpportunity(db());
    expect(
      (await call(solo, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id })).statusCode,
    ).toBe(201);
    await db().query('DELETE FROM users WHERE id = $1', [solo.id]);
    const { rows } = await db().query('SELECT 1 FROM pipeline_items WHERE workspace_id = $1', [id]);
    expect(rows).toEqual([]);
  });
});
