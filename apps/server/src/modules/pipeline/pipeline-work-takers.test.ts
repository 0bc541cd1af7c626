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
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => callWorkspaces(testApp.app, caller, method, url, payload);

async function teamWithItem() {
  const team = await createPipelineTeam(db());
  const notice = await createOpportunity(db(), {});
  const itemId = await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);
  return { ...team, item: `/${team.id}/pipeline/items/${itemId}/` };
}

describe('who may own an item or take a task (ADR 0376)', () => {
  it('refuses a viewer as owner or assignee, naming the field; a member is taken', async () => {
    const team = await teamWithItem();
    const owned = await call(team.owner, 'PUT', team.item, {
      version: 1,
      owner_user_id: team.viewer.id,
    });
    expect(owned.statusCode).toBe(400);
    expect(owned.json().owner_user_id).toEqual([
      'A viewer cannot be the owner: choose someone who works on the pipeline.',
    ]);
    const assigned = await call(team.owner, 'POST', `${team.item}tasks/`, {
      title: 'Price the bid',
      assignee_user_id: team.viewer.id,
    });
    expect(assigned.statusCode).toBe(400);
    expect(assigned.json().assignee_user_id).toEqual([
      'A viewer cannot be the assignee: choose someone who works on the pipeline.',
    ]);
    const task = await call(team.owner, 'POST', `${team.item}tasks/`, { title: 'Price the bid' });
    expect(task.statusCode).toBe(201);
    const reassigned = await call(team.owner, 'PUT', `${team.item}tasks/${task.json().id}/`, {
      assignee_user_id: team.viewer.id,
    });
    expect(reassigned.statusCode).toBe(400);
    expect(Object.keys(reassigned.json())).toContain('assignee_user_id');

    const toMember = await call(team.owner, 'PUT', team.item, {
      version: 1,
      owner_user_id: team.member.id,
    });
    expect(toMember.statusCode, toMember.body).toBe(200);
    const taken = await call(team.owner, 'PUT', `${team.item}tasks/${task.json().id}/`, {
      assignee_user_id: team.member.id,
    });
    expect(taken.json().assignee_user_id).toBe(team.member.id);
  });

  it('lets work stay with someone made a viewer since, when other fields are saved', async () => {
    const team = await teamWithItem();
    await call(team.owner, 'PUT', team.item, { version: 1, owner_user_id: team.member.id });
    const task = await call(team.owner, 'POST', `${team.item}tasks/`, {
      title: 'Price the bid',
      assignee_user_id: team.member.id,
    });
    const demoted = await call(team.owner, 'PUT', `/${team.id}/members/${team.member.id}/`, {
      role: 'viewer',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    // The form sends every field: the owner it holds is the one already there.
    const saved = await call(team.owner, 'PUT', team.item, {
      version: 2,
      owner_user_id: team.member.id,
      probability: 40,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const ticked = await call(team.owner, 'PUT', `${team.item}tasks/${task.json().id}/`, {
      assignee_user_id: team.member.id,
      is_done: true,
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
  });
});
