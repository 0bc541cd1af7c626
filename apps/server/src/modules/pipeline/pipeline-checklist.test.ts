import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { workspacesCaller } from '../../../test/helpers/workspaces';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const call = workspacesCaller(() => testApp.app);

describe('the checklist of a pipeline item', () => {
  it('is seeded from the notice with the dates it states, as UK days, owned by the adder', async () => {
    const team = await createPipelineTeam(db());
    const notice = await createOpportunity(db(), {
      // 23:30 UTC in summer is 00:30 the next day in the UK: the task is due on the UK day.
      enquiry_deadline_date: '2031-06-02T23:30:00Z',
      tender_deadline_date: '2031-06-20T11:00:00Z',
    });
    const itemId = await addPipelineItem(testApp.app, team.member, team.id, notice.wac_id);
    const tasks = await call(team.viewer, 'GET', `/${team.id}/pipeline/items/${itemId}/tasks/`);
    expect(tasks.statusCode).toBe(200);
    expect(tasks.json().results).toMatchObject([
      {
        title: 'Send clarification questions',
        due_date: '2031-06-03',
        assignee_user_id: team.member.id,
        is_done: false,
        source: 'clarification_deadline',
      },
      { title: 'Submit the bid', due_date: '2031-06-20', source: 'submission_deadline' },
    ]);

    const undated = await createOpportunity(db(), {});
    const bare = await addPipelineItem(testApp.app, team.owner, team.id, undated.wac_id);
    const none = await call(team.owner, 'GET', `/${team.id}/pipeline/items/${bare}/tasks/`);
    expect(none.json().results).toEqual([]);
  });

  it('lets members add, assign, tick and remove tasks; viewers only read', async () => {
    const team = await createPipelineTeam(db());
    const notice = await createOpportunity(db(), {});
    const itemId = await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);
    const tasks = `/${team.id}/pipeline/items/${itemId}/tasks/`;
    const refused = await call(team.viewer, 'POST', tasks, { title: 'Read the spec' });
    expect(refused.statusCode).toBe(403);

    // Tasks go to people who work on the pipeline (ADR 0376): Tess, a member who later leaves.
    const taker = await createUser(db(), { first_name: 'Tess' });
    await db().query(
      "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')",
      [team.id, taker.id],
    );
    const added = await call(team.member, 'POST', tasks, {
      title: 'Read the spec',
      assignee_user_id: taker.id,
      due_date: '2031-05-01',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      title: 'Read the spec',
      assignee_user_id: taker.id,
      due_date: '2031-05-01',
      is_done: false,
      source: null,
    });
    const task = `${tasks}${added.json().id}/`;
    const ticked = await call(team.member, 'PUT', task, { is_done: true, due_date: null });
    expect(ticked.json()).toMatchObject({ is_done: true, due_date: null, title: 'Read the spec' });
    expect((await call(team.viewer, 'PUT', task, { is_done: false })).statusCode).toBe(403);

    // A member who leaves stops being assigned (the database's trigger).
    await db().query('DELETE FROM workspace_members WHERE workspace_id = $1 AND user_id = $2', [
      team.id,
      taker.id,
    ]);
    expect((await call(team.member, 'GET', tasks)).json().results[0].assignee_user_id).toBeNull();

    expect((await call(team.member, 'DELETE', task)).statusCode).toBe(204);
    expect((await call(team.member, 'DELETE', task)).statusCode).toBe(404);

    // Each change is in the audit log with who made it and what changed (ADR 0205).
    const { rows } = await db().query(
      `SELECT action, actor_user_id::int AS actor, subject, before, after
         FROM workspace_audit_log WHERE item_id = $1 AND action LIKE 'task.%' ORDER BY id`,
      [itemId],
    );
    expect(rows).toMatchObject([
      { action: 'task.added', actor: team.member.id, subject: 'Read the spec', before: null },
      {
        action: 'task.changed',
        before: { is_done: false, due_date: '2031-05-01' },
        after: { is_done: true, due_date: null },
      },
      { action: 'task.removed', after: null, before: { title: 'Read the spec' } },
    ]);
  });

  it('refuses an assignee from outside the workspace and bad input, naming the field', async () => {
    const team = await createPipelineTeam(db());
    const notice = await createOpportunity(db(), {});
    const itemId = await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);
    const tasks = `/${team.id}/pipeline/items/${itemId}/tasks/`;
    const stranger = await createUser(db());
    const outside = await call(team.owner, 'POST', tasks, {
      title: 'Call the buyer',
      assignee_user_id: stranger.id,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().assignee_user_id).toEqual([
      'The assignee must be a member of this workspace.',
    ]);
    const badDate = await call(team.owner, 'POST', tasks, { title: 'x', due_date: '31/05/2031' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().due_date).toBeDefined();
    const blank = await call(team.owner, 'POST', tasks, { title: ' ' });
    expect(blank.json().title).toEqual(['Give the task a title.']);
    expect((await call(team.owner, 'GET', tasks)).json().results).toEqual([]);
  });
});

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
    // Victor works on the pipeline too (a viewer takes no tasks, ADR 0376), then leaves.
    await db().query("UPDATE workspace_members SET role = 'member' WHERE user_id = $1", [
      team.viewer.id,
    ]);
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
