import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { type Caller, callWorkspaces } from '../../../test/helpers/workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const call = (
  caller: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => callWorkspaces(testApp.app, caller, method, url, payload);

const itemLog = async (itemId: number) =>
  (
    await db().query(
      `SELECT action, actor_user_id::int AS actor, subject, before, after
         FROM workspace_audit_log WHERE item_id = $1 ORDER BY id`,
      [itemId],
    )
  ).rows;

describe('a member who leaves or is removed', () => {
  it('has the release of their items and tasks in the audit log, by whoever removed them', async () => {
    const team = await createPipelineTeam(db());
    const notice = await createOpportunity(db(), {});
    // Maya adds the item, so she owns it, and takes a task on it.
    const itemId = await addPipelineItem(testApp.app, team.member, team.id, notice.wac_id);
    const tasks = `/${team.id}/pipeline/items/${itemId}/tasks/`;
    const task = { title: 'Price the lot', assignee_user_id: team.member.id };
    expect((await call(team.member, 'POST', tasks, task)).statusCode).toBe(201);
    const victorTask = { title: 'Read the spec', assignee_user_id: team.viewer.id };
    expect((await call(team.owner, 'POST', tasks, victorTask)).statusCode).toBe(201);

    expect(
      (await call(team.owner, 'DELETE', `/${team.id}/members/${team.member.id}/`)).statusCode,
    ).toBe(204);
    expect((await call(team.viewer, 'POST', `/${team.id}/leave/`)).statusCode).toBe(204);

    const item = await call(team.owner, 'GET', `/${team.id}/pipeline/items/${itemId}/`);
    expect(item.json().owner_user_id).toBeNull();
    const released = (await itemLog(itemId)).filter((row) => row.action.endsWith('.changed'));
    expect(released).toEqual([
      {
        action: 'item.changed',
        actor: team.owner.id,
        subject: notice.wac_id,
        before: { owner_user_id: team.member.id },
        after: { owner_user_id: null },
      },
      {
        action: 'task.changed',
        actor: team.owner.id,
        subject: 'Price the lot',
        before: { assignee_user_id: team.member.id },
        after: { assignee_user_id: null },
      },
      {
        action: 'task.changed',
        actor: team.viewer.id,
        subject: 'Read the spec',
        before: { assignee_user_id: team.viewer.id },
        after: { assignee_user_id: null },
      },
    ]);
  });
});
