import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  callWorkspaces,
  createOutsiders,
  findWorkspaceId,
  routeKeysTagged,
  type WorkspaceRequest,
  workspaceRequester,
} from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from '../workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
type Target = { id: number; itemId: number; wacId: string };
const WEIGHTS = {
  capability_fit: 1,
  capacity: 1,
  buyer_relationship: 1,
  competition: 1,
  margin: 1,
  time_to_deadline: 1,
  social_value: 1,
};

/** A request for every bid-decision route (estimator and scorecard), aimed at workspace A. */
const REQUESTS: Record<string, (t: Target) => WorkspaceRequest> = {
  'get /api/workspaces/{id}/win-probability/': (t) => ({
    method: 'GET',
    path: `/${t.id}/win-probability/?wac_id=${t.wacId}`,
  }),
  'get /api/workspaces/{id}/scorecard/weights/': (t) => ({
    method: 'GET',
    path: `/${t.id}/scorecard/weights/`,
  }),
  'put /api/workspaces/{id}/scorecard/weights/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/scorecard/weights/`,
    payload: { weights: WEIGHTS },
  }),
  'get /api/workspaces/{id}/scorecard/': (t) => ({
    method: 'GET',
    path: `/${t.id}/scorecard/?wac_id=${t.wacId}`,
  }),
  'get /api/workspaces/{id}/pipeline/items/{itemId}/scorecard/': (t) => ({
    method: 'GET',
    path: `/${t.id}/pipeline/items/${t.itemId}/scorecard/`,
  }),
  'put /api/workspaces/{id}/pipeline/items/{itemId}/scorecard/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/pipeline/items/${t.itemId}/scorecard/`,
    payload: { scores: { margin: { score: 0, note: 'Intruded' } } },
  }),
};

const call = workspaceRequester(() => testApp.app);

describe("a workspace's bid decisions are invisible to everyone outside it", () => {
  it('has a request for every bid-decision route', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(routeKeysTagged('Bid decisions').sort());
  });

  it('answers another workspace member, a stranger and a signed-out caller with no data', async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
    const notice = await createOpportunity(db(), {
      title: 'Secret harbour dredging',
      cpv_codes: ['45000000'],
    });
    const added = await call(owner, {
      method: 'PUT',
      path: `/${id}/scorecard/weights/`,
      payload: { weights: { ...WEIGHTS, margin: 9 } },
    });
    expect(added.statusCode).toBe(200);
    const item = await callWorkspaces(testApp.app, owner, 'POST', `/${id}/pipeline/items/`, {
      wac_id: notice.wac_id,
    });
    const target = { id, itemId: item.json().id, wacId: notice.wac_id };
    await call(owner, {
      method: 'PUT',
      path: `/${id}/pipeline/items/${target.itemId}/scorecard/`,
      payload: { scores: { margin: { score: 4, note: 'Secret margin note' } } },
    });
    const snapshot = async () =>
      (
        await call(owner, {
          method: 'GET',
          path: `/${id}/pipeline/items/${target.itemId}/scorecard/`,
        })
      ).json();
    const before = await snapshot();
    expect(before.criteria.find((c: { id: string }) => c.id === 'margin')).toMatchObject({
      weight: 9,
      score: 4,
    });

    const callers = await createOutsiders(testApp.app, db(), 'professional');
    for (const [who, caller] of callers) {
      for (const [route, build] of Object.entries(REQUESTS)) {
        const response = await call(caller, build(target));
        const context = `${who}: ${route} answered ${response.statusCode} ${response.body}`;
        expect(response.statusCode, context).toBe(caller ? 404 : 401);
        expect(response.body, context).not.toContain('Secret');
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers an outsider asking their own workspace about A's opportunity with no scorecard", async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const id = await findWorkspaceId(testApp.app, owner);
    const notice = await createOpportunity(db(), { title: 'Secret quay repairs' });
    const item = await callWorkspaces(testApp.app, owner, 'POST', `/${id}/pipeline/items/`, {
      wac_id: notice.wac_id,
    });
    expect(item.statusCode).toBe(201);
    const callers = await createOutsiders(testApp.app, db(), 'professional');
    for (const [who, caller] of callers) {
      if (!caller) continue;
      const own = await findWorkspaceId(testApp.app, caller);
      const response = await call(caller, {
        method: 'GET',
        path: `/${own}/scorecard/?wac_id=${notice.wac_id}`,
      });
      const context = `${who}: answered ${response.statusCode} ${response.body}`;
      expect(response.statusCode, context).toBe(200);
      expect(response.json(), context).toBeNull();
    }
  });
});
