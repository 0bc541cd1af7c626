import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  createOutsiders,
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
type Target = { id: number; stageId: number; itemId: number; noteId: number; taskId: number };

const item = (t: Target) => `/${t.id}/pipeline/items/${t.itemId}`;

/** The item's notes, checklist and changes (ADRs 0200-0202). */
const ITEM_WORK_REQUESTS: Record<string, (t: Target) => WorkspaceRequest> = {
  'get /api/workspaces/{id}/pipeline/items/{itemId}/notes/': (t) => ({
    method: 'GET',
    path: `${item(t)}/notes/`,
  }),
  'post /api/workspaces/{id}/pipeline/items/{itemId}/notes/': (t) => ({
    method: 'POST',
    path: `${item(t)}/notes/`,
    payload: { text: 'Intruded' },
  }),
  'put /api/workspaces/{id}/pipeline/items/{itemId}/notes/{noteId}/': (t) => ({
    method: 'PUT',
    path: `${item(t)}/notes/${t.noteId}/`,
    payload: { text: 'Intruded' },
  }),
  'delete /api/workspaces/{id}/pipeline/items/{itemId}/notes/{noteId}/': (t) => ({
    method: 'DELETE',
    path: `${item(t)}/notes/${t.noteId}/`,
  }),
  'get /api/workspaces/{id}/pipeline/items/{itemId}/tasks/': (t) => ({
    method: 'GET',
    path: `${item(t)}/tasks/`,
  }),
  'post /api/workspaces/{id}/pipeline/items/{itemId}/tasks/': (t) => ({
    method: 'POST',
    path: `${item(t)}/tasks/`,
    payload: { title: 'Intruded' },
  }),
  'put /api/workspaces/{id}/pipeline/items/{itemId}/tasks/{taskId}/': (t) => ({
    method: 'PUT',
    path: `${item(t)}/tasks/${t.taskId}/`,
    payload: { is_done: true },
  }),
  'delete /api/workspaces/{id}/pipeline/items/{itemId}/tasks/{taskId}/': (t) => ({
    method: 'DELETE',
    path: `${item(t)}/tasks/${t.taskId}/`,
  }),
  'get /api/workspaces/{id}/pipeline/items/{itemId}/changes/': (t) => ({
    method: 'GET',
    path: `${item(t)}/changes/`,
  }),
};

/** A request for every pipeline route, aimed at workspace A's stage and item. */
const REQUESTS: Record<string, (t: Target) => WorkspaceRequest> = {
  'get /api/workspaces/{id}/pipeline/stages/': (t) => ({
    method: 'GET',
    path: `/${t.id}/pipeline/stages/`,
  }),
  'post /api/workspaces/{id}/pipeline/stages/': (t) => ({
    method: 'POST',
    path: `/${t.id}/pipeline/stages/`,
    payload: { name: 'Intruded', kind: 'open' },
  }),
  'put /api/workspaces/{id}/pipeline/stages/{stageId}/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/pipeline/stages/${t.stageId}/`,
    payload: { name: 'Intruded' },
  }),
  'put /api/workspaces/{id}/pipeline/stage-order/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/pipeline/stage-order/`,
    payload: { stage_ids: [t.stageId] },
  }),
  'get /api/workspaces/{id}/pipeline/items/': (t) => ({
    method: 'GET',
    path: `/${t.id}/pipeline/items/`,
  }),
  'post /api/workspaces/{id}/pipeline/items/': (t) => ({
    method: 'POST',
    path: `/${t.id}/pipeline/items/`,
    payload: { wac_id: 'WAC-ISOLATION-2' },
  }),
  'get /api/workspaces/{id}/pipeline/items/{itemId}/': (t) => ({
    method: 'GET',
    path: `/${t.id}/pipeline/items/${t.itemId}/`,
  }),
  'put /api/workspaces/{id}/pipeline/items/{itemId}/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/pipeline/items/${t.itemId}/`,
    payload: { version: 1, probability: 1 },
  }),
  'put /api/workspaces/{id}/pipeline/items/{itemId}/stage/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/pipeline/items/${t.itemId}/stage/`,
    payload: { version: 1, stage_id: t.stageId },
  }),
  'delete /api/workspaces/{id}/pipeline/items/{itemId}/': (t) => ({
    method: 'DELETE',
    path: `/${t.id}/pipeline/items/${t.itemId}/`,
  }),
  ...ITEM_WORK_REQUESTS,
};

const call = workspaceRequester(() => testApp.app);

describe("a workspace's pipeline is invisible to everyone outside it", () => {
  it('has a request for every pipeline route', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(routeKeysTagged('Pipeline').sort());
  });

  it('answers another workspace member, a stranger and a signed-out caller with no data', async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
    const notice = await createOpportunity(db(), {
      title: 'Secret harbour dredging',
      tender_deadline_date: '2031-03-14T12:00:00Z',
    });
    await createOpportunity(db(), { wac_id: 'WAC-ISOLATION-2' });
    const ownerCall = (request: WorkspaceRequest) => call(owner, request);
    const stages = (await ownerCall({ method: 'GET', path: `/${id}/pipeline/stages/` })).json();
    const added = await ownerCall({
      method: 'POST',
      path: `/${id}/pipeline/items/`,
      payload: { wac_id: notice.wac_id },
    });
    const itemId = added.json().id;
    const itemPath = `/${id}/pipeline/items/${itemId}`;
    const note = await ownerCall({
      method: 'POST',
      path: `${itemPath}/notes/`,
      payload: { text: 'Secret harbour note' },
    });
    const tasks = (await ownerCall({ method: 'GET', path: `${itemPath}/tasks/` })).json();
    expect(tasks.results).toHaveLength(1);
    const target = {
      id,
      stageId: stages.results[1].id,
      itemId,
      noteId: note.json().id,
      taskId: tasks.results[0].id,
    };
    const snapshot = async () => ({
      stages: (await ownerCall({ method: 'GET', path: `/${id}/pipeline/stages/` })).json(),
      items: (await ownerCall({ method: 'GET', path: `/${id}/pipeline/items/` })).json(),
      notes: (await ownerCall({ method: 'GET', path: `${itemPath}/notes/` })).json(),
      tasks: (await ownerCall({ method: 'GET', path: `${itemPath}/tasks/` })).json(),
    });
    const before = await snapshot();

    const callers = await createOutsiders(testApp.app, db(), 'professional');
    for (const [who, caller] of callers) {
      for (const [route, build] of Object.entries(REQUESTS)) {
        const response = await call(caller, build(target));
        const context = `${who}: ${route} answered ${response.statusCode} ${response.body}`;
        expect(response.statusCode, context).toBe(caller ? 404 : 401);
        expect(response.body, context).not.toContain('Secret harbour');
        expect(response.body, context).not.toContain('Qualifying');
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
