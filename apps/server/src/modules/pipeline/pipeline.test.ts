import { DEFAULT_PIPELINE_STAGES } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { workspacesCaller } from '../../../test/helpers/workspaces';
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

/** An Enterprise team with its owner and a member and a viewer. */
async function makeTeam() {
  const owner = await createUser(db(), { tier: 'professional' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  const join = async (role: string) => {
    const user = await createUser(db());
    await db().query(
      'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
      [id, user.id, role],
    );
    return user;
  };
  return { id, owner, member: await join('member'), viewer: await join('viewer') };
}

describe('pipeline', () => {
  it('starts with the default stages, in order, with their kinds', async () => {
    const { id, viewer } = await makeTeam();
    const response = await call(viewer, 'GET', `/${id}/pipeline/stages/`);
    expect(response.statusCode).toBe(200);
    const stages = response.json().results as { name: string; kind: string }[];
    expect(stages.map(({ name, kind }) => ({ name, kind }))).toEqual(DEFAULT_PIPELINE_STAGES);
    const again = await call(viewer, 'GET', `/${id}/pipeline/stages/`);
    expect(again.json().results).toHaveLength(DEFAULT_PIPELINE_STAGES.length);
  });

  it('lets a member add and edit items, not a viewer; only admins configure stages', async () => {
    const { id, owner, member, viewer } = await makeTeam();
    const notice = await createOpportunity(db(), {
      title: 'Grounds maintenance',
      tender_value_amount: 50000,
    });
    const refused = await call(viewer, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id });
    expect(refused.statusCode).toBe(403);
    const added = await call(member, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      title: 'Grounds maintenance',
      our_value: 50000,
      our_value_is_default: true,
      owner_user_id: member.id,
      version: 1,
    });
    const twice = await call(owner, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This opportunity is already in the pipeline.');

    const stage = (await call(member, 'GET', `/${id}/pipeline/stages/`)).json().results[0];
    const rename = await call(member, 'PUT', `/${id}/pipeline/stages/${stage.id}/`, {
      name: 'Found',
    });
    expect(rename.statusCode).toBe(403);
    const add = await call(member, 'POST', `/${id}/pipeline/stages/`, {
      name: 'Shortlist',
      kind: 'open',
    });
    expect(add.statusCode).toBe(403);
    const byOwner = await call(owner, 'PUT', `/${id}/pipeline/stages/${stage.id}/`, {
      name: 'Found',
    });
    expect(byOwner.json()).toMatchObject({ id: stage.id, name: 'Found' });

    const viewerEdit = await call(viewer, 'PUT', `/${id}/pipeline/items/${added.json().id}/`, {
      version: 1,
      probability: 10,
    });
    expect(viewerEdit.statusCode).toBe(403);
    const listed = await call(viewer, 'GET', `/${id}/pipeline/items/?owner=${member.id}`);
    expect(listed.json()).toMatchObject({ total: 1, results: [{ probability: null }] });
  });

  it('answers a stale version with 409 and the item as it now is', async () => {
    const { id, owner, member } = await makeTeam();
    const notice = await createOpportunity(db());
    const { id: itemId } = (
      await call(member, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id })
    ).json();
    const first = await call(owner, 'PUT', `/${id}/pipeline/items/${itemId}/`, {
      version: 1,
      probability: 60,
      our_value: 1200.5,
      decision: 'bid',
      decision_reason: '  ',
      internal_deadline: '2030-03-01',
    });
    expect(first.json()).toMatchObject({
      version: 2,
      probability: 60,
      our_value: 1200.5,
      our_value_is_default: false,
      decision: 'bid',
      decision_reason: null,
      internal_deadline: '2030-03-01',
    });
    const stale = await call(member, 'PUT', `/${id}/pipeline/items/${itemId}/`, {
      version: 1,
      probability: 20,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ id: itemId, version: 2, probability: 60 });
    const fresh = await call(member, 'GET', `/${id}/pipeline/items/${itemId}/`);
    expect(fresh.json()).toMatchObject({ version: 2, probability: 60 });
  });

  it('names the bad field in words', async () => {
    const { id, owner } = await makeTeam();
    const notice = await createOpportunity(db());
    const { id: itemId } = (
      await call(owner, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id })
    ).json();
    const probability = await call(owner, 'PUT', `/${id}/pipeline/items/${itemId}/`, {
      version: 1,
      probability: 101,
    });
    expect(probability.statusCode).toBe(400);
    expect(probability.json().probability).toEqual([
      'Enter the probability as a whole number from 0 to 100.',
    ]);
    const huge = await call(owner, 'PUT', `/${id}/pipeline/items/${itemId}/`, {
      version: 2 ** 40,
      probability: 5,
    });
    expect(huge.json().version).toEqual(['Send the version of the item you edited.']);
    const missing = await call(owner, 'POST', `/${id}/pipeline/items/`, { wac_id: 'WAC-NOPE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().wac_id).toEqual(['There is no opportunity with this id.']);
    const stranger = await createUser(db());
    const owned = await call(owner, 'PUT', `/${id}/pipeline/items/${itemId}/`, {
      version: 1,
      owner_user_id: stranger.id,
    });
    expect(owned.json().owner_user_id).toEqual(['The owner must be a member of this workspace.']);
    const kind = await call(owner, 'POST', `/${id}/pipeline/stages/`, {
      name: 'Later',
      kind: 'maybe',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().kind[0]).toContain('Choose the stage kind');
  });
});
