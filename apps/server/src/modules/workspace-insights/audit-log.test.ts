import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import {
  type Caller,
  readInvitationToken,
  workspacesCaller,
} from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from '../workspaces';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-audit-');
});
afterAll(() => testApp.close());

const db = () => testApp.database.pool;
const call = workspacesCaller(() => testApp.app);

type Entry = {
  action: string;
  actor: { email: string } | null;
  subject: string | null;
  item_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const auditOf = async (caller: Caller, id: number, query = '') => {
  const response = await call(caller, 'GET', `/${id}/audit-log/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { results: Entry[]; total: number };
};

/** An Enterprise team run through every recorded change, by the API, as people would. */
async function runTeam() {
  const owner = await createUser(db(), { tier: 'professional', first_name: 'Ada' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  const email = `mate-${crypto.randomUUID()}@example.test`;
  await call(owner, 'POST', `/${id}/invitations/`, { email, role: 'member' });
  const mate = await createUser(db(), { email });
  const token = await readInvitationToken(testApp.dataDir, email);
  expect((await call(mate, 'POST', '/invitations/accept/', { token })).statusCode).toBe(200);
  const revoked = await call(owner, 'POST', `/${id}/invitations/`, {
    email: `gone-${crypto.randomUUID()}@example.test`,
    role: 'viewer',
  });
  await call(owner, 'DELETE', `/${id}/invitations/${revoked.json().id}/`);
  await call(owner, 'PUT', `/${id}/members/${mate.id}/`, { role: 'admin' });
  await call(owner, 'PUT', `/${id}/`, { name: 'Bid team' });
  await call(owner, 'PUT', `/${id}/company/`, {
    company_name: 'Bridges Ltd',
    cpv_divisions: ['45'],
  });
  const stages = (await call(owner, 'GET', `/${id}/pipeline/stages/`)).json().results;
  await call(owner, 'POST', `/${id}/pipeline/stages/`, { name: 'Clarifications', kind: 'open' });
  await call(owner, 'PUT', `/${id}/pipeline/stages/${stages[0].id}/`, { name: 'Spotted' });
  const notice = await createOpportunity(db(), { title: 'Bridge inspections' });
  const added = (
    await call(mate, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id })
  ).json();
  await call(mate, 'PUT', `/${id}/pipeline/items/${added.id}/`, { version: 1, probability: 40 });
  await call(mate, 'PUT', `/${id}/pipeline/items/${added.id}/stage/`, {
    version: 2,
    stage_id: stages[1].id,
  });
  await call(owner, 'DELETE', `/${id}/pipeline/items/${added.id}/`);
  return { id, owner, mate, itemId: added.id as number, wacId: notice.wac_id, stages };
}

describe('the audit log', () => {
  it('records every change to members, settings and items: who, what, before and after', async () => {
    const { id, owner, mate, itemId, wacId } = await runTeam();
    const { results } = await auditOf(owner, id);
    expect(results.map((entry) => entry.action).reverse()).toEqual([
      'member.invited',
      'member.joined',
      'member.invited',
      'member.invitation_revoked',
      'member.role_changed',
      'workspace.renamed',
      'workspace.company_changed',
      'stage.added',
      'stage.renamed',
      'item.added',
      'item.changed',
      'item.moved',
      'item.removed',
    ]);
    const find = (action: string) => results.find((entry) => entry.action === action)!;
    expect(find('member.joined')).toMatchObject({ actor: { email: mate.email } });
    expect(find('member.role_changed')).toMatchObject({
      actor: { email: owner.email },
      subject: mate.email,
      before: { role: 'member' },
      after: { role: 'admin' },
    });
    expect(find('workspace.company_changed')).toMatchObject({
      before: { company_name: null, cpv_divisions: [] },
      after: { company_name: 'Bridges Ltd', cpv_divisions: ['45'] },
    });
    expect(Object.keys(find('workspace.company_changed').after!).sort()).toEqual([
      'company_name',
      'cpv_divisions',
    ]);
    expect(find('item.changed')).toMatchObject({
      item_id: itemId,
      subject: wacId,
      before: { probability: null },
      after: { probability: 40 },
    });
    expect(find('item.moved')).toMatchObject({
      before: { stage: 'Spotted' },
      after: { stage: 'Qualifying' },
    });
    expect(find('item.removed').before).toMatchObject({ stage: 'Qualifying', probability: 40 });

    // Transfer, then leave: the member side's last two actions.
    await call(owner, 'POST', `/${id}/transfer/`, { user_id: mate.id });
    await call(owner, 'POST', `/${id}/leave/`);
    const latest = (await auditOf(mate, id)).results.slice(0, 2);
    expect(latest.map((entry) => entry.action)).toEqual(['member.left', 'workspace.transferred']);
    expect(latest[1]).toMatchObject({
      before: { owner: owner.email },
      after: { owner: mate.email },
    });
  });

  it('records nothing for a refused or stale change (the row shares its transaction)', async () => {
    const { id, owner } = await runTeam();
    const before = (await auditOf(owner, id)).total;
    const notice = await createOpportunity(db());
    const added = (
      await call(owner, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id })
    ).json();
    const stale = await call(owner, 'PUT', `/${id}/pipeline/items/${added.id}/`, {
      version: 7,
      probability: 5,
    });
    expect(stale.statusCode).toBe(409);
    await call(owner, 'PUT', `/${id}/`, { name: 'x'.repeat(101) });
    expect((await auditOf(owner, id)).total).toBe(before + 1);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const { id } = await runTeam();
    await expect(
      db().query("UPDATE workspace_audit_log SET action = 'forged' WHERE workspace_id = $1", [id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      db().query('DELETE FROM workspace_audit_log WHERE workspace_id = $1', [id]),
    ).rejects.toThrow(/append-only/);
    // CASCADE: the webhook claims (ADR 0257) reference the log, so a plain TRUNCATE would be
    // refused for that reason first; the log's own trigger must still refuse.
    await expect(db().query('TRUNCATE workspace_audit_log CASCADE')).rejects.toThrow(/append-only/);
    const { rows } = await db().query(
      'SELECT count(*)::int AS n FROM workspace_audit_log WHERE workspace_id = $1',
      [id],
    );
    expect(rows[0].n).toBeGreaterThan(10);
  });

  it('goes with its workspace when the workspace itself is deleted', async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const list = (await call(owner, 'GET', '/')).json();
    const id = list.results[0].id as number;
    await call(owner, 'POST', `/${id}/pipeline/stages/`, { name: 'Extra', kind: 'open' });
    await db().query('DELETE FROM users WHERE id = $1', [owner.id]);
    const { rows } = await db().query(
      'SELECT count(*)::int AS n FROM workspace_audit_log WHERE workspace_id = $1',
      [id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('filters by actor, kind, item and UK dates, and exports the same rows as CSV', async () => {
    const { id, owner, mate, itemId } = await runTeam();
    const byMate = await auditOf(owner, id, `?actor=${mate.id}`);
    expect(byMate.results.map((e) => e.action).sort()).toEqual(
      ['item.added', 'item.changed', 'item.moved', 'member.joined'].sort(),
    );
    const members = await auditOf(owner, id, '?kind=members');
    expect(members.results.every((e) => e.action.startsWith('member.'))).toBe(true);
    expect(members.total).toBe(5);
    const item = await auditOf(owner, id, `?item=${itemId}`);
    expect(item.total).toBe(4);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
      new Date(),
    );
    expect((await auditOf(owner, id, `?from=${today}&to=${today}`)).total).toBe(13);
    expect((await auditOf(owner, id, '?to=2020-01-01')).total).toBe(0);
    const bad = await call(owner, 'GET', `/${id}/audit-log/?from=2026-02-01&to=2026-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('must not be before');
    expect((await call(owner, 'GET', `/${id}/audit-log/?kind=everything`)).statusCode).toBe(400);

    const csv = await call(owner, 'GET', `/${id}/audit-log/export.csv?kind=members`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/wac-audit-log-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When (UK time),Who,Email,Action,Pipeline item,About,Before,After');
    expect(lines).toHaveLength(6);
    expect(csv.body).toContain(`Changed a member's role`);
    expect(csv.body).toContain('"{""role"":""member""}"');
  });

  it('names a removed member on their entries and in "Who", to its own admins only (ADR 0376)', async () => {
    const { id, owner, mate } = await runTeam();
    await db().query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [
      'Ann',
      'Lee',
      mate.id,
    ]);
    // Ann owns an item and has a task on it, then is removed (which releases both, ADR 0374).
    const notice = await createOpportunity(db(), { title: 'Culvert survey' });
    const item = (
      await call(owner, 'POST', `/${id}/pipeline/items/`, { wac_id: notice.wac_id })
    ).json();
    await call(owner, 'PUT', `/${id}/pipeline/items/${item.id}/`, {
      version: 1,
      owner_user_id: mate.id,
    });
    await call(owner, 'POST', `/${id}/pipeline/items/${item.id}/tasks/`, {
      title: 'Walk the site',
      assignee_user_id: mate.id,
    });
    expect((await call(owner, 'DELETE', `/${id}/members/${mate.id}/`)).statusCode).toBe(204);

    const log = (await call(owner, 'GET', `/${id}/audit-log/`)).json();
    const ann = { user_id: mate.id, name: 'Ann Lee', email: mate.email, is_member: false };
    expect(log.former_actors).toEqual([ann]);
    expect(log.people).toEqual(expect.arrayContaining([ann]));
    const joined = log.results.find((entry: Entry) => entry.action === 'member.joined');
    expect(joined.actor).toEqual(ann);
    const owners = log.results.find((entry: Entry) => entry.action === 'item.added');
    expect(owners.actor).toMatchObject({ user_id: owner.id, is_member: true });
    // "Who" still finds what she did.
    const byAnn = await auditOf(owner, id, `?actor=${mate.id}`);
    expect(byAnn.results.map((entry) => entry.action)).toContain('member.joined');
    const csv = await call(owner, 'GET', `/${id}/audit-log/export.csv?actor=${mate.id}`);
    expect(csv.body).toContain(`Ann Lee (former member),${mate.email},Accepted an invitation`);

    // Nobody outside the workspace reads it: a member of another one gets a 404, as before.
    const other = await runTeam();
    expect((await call(other.owner, 'GET', `/${id}/audit-log/`)).statusCode).toBe(404);
    expect((await call(other.mate, 'GET', `/${id}/audit-log/export.csv`)).statusCode).toBe(404);
    expect((await call(mate, 'GET', `/${id}/audit-log/`)).statusCode).toBe(404);
    const theirs = (await call(other.owner, 'GET', `/${other.id}/audit-log/`)).json();
    expect(theirs.former_actors).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain(mate.email);
  });

  it('is for owners and admins of Enterprise workspaces only', async () => {
    const { id, owner } = await runTeam();
    const viewer = await createUser(db());
    await db().query(
      "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')",
      [id, viewer.id],
    );
    const refused = await call(viewer, 'GET', `/${id}/audit-log/`);
    expect(refused.statusCode).toBe(403);
    expect((await call(viewer, 'GET', `/${id}/audit-log/export.csv`)).statusCode).toBe(403);

    await setWorkspaceTier(db(), String(id), 'professional');
    const professional = await call(owner, 'GET', `/${id}/audit-log/`);
    expect(professional.statusCode).toBe(403);
    expect(professional.json().detail).toContain('Enterprise');
  });
});
