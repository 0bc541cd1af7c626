import { PERSONAL_WORKSPACE_SEATS, workspaceDetailSchema } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import {
  type Caller,
  findWorkspaceId,
  readInvitationToken,
  workspacesCaller,
} from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from './workspace-tier';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-workspaces-');
});
afterAll(() => testApp.close());

const call = workspacesCaller(() => testApp.app);
const user = (tier = 'free') => createUser(testApp.database.pool, { tier });

/** An Enterprise team workspace (made by the staff command) and its owner. */
async function enterpriseTeam() {
  const owner = await user('professional');
  const workspace = await setWorkspaceTier(testApp.database.pool, owner.email, 'enterprise');
  return { owner, id: workspace.id };
}

/** Invites a fresh account as `role` and accepts, answering the new member. */
async function join(id: number, inviter: Caller, role: string): Promise<Caller> {
  const member = await user();
  const invited = await call(inviter, 'POST', `/${id}/invitations/`, { email: member.email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = await readInvitationToken(testApp.dataDir, member.email);
  const accepted = await call(member, 'POST', '/invitations/accept/', { token });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

describe('workspaces for each plan', () => {
  it('gives Professional a personal workspace and tells Free and Premium the plan needed', async () => {
    for (const tier of ['free', 'premium']) {
      const response = await call(await user(tier), 'GET', '/');
      expect(response.json()).toEqual({ results: [], plan_needed: 'professional' });
    }
    const pro = await user('professional');
    const first = await call(pro, 'GET', '/');
    expect(first.json().plan_needed).toBeNull();
    expect(first.json().results).toMatchObject([
      { kind: 'personal', tier: 'professional', my_role: 'owner' },
    ]);
    const again = await call(pro, 'GET', '/');
    expect(again.json().results).toEqual(first.json().results);
    const detail = await call(pro, 'GET', `/${first.json().results[0].id}/`);
    const parsed = workspaceDetailSchema.parse(detail.json());
    expect(parsed.seats).toEqual({ used: 1, limit: PERSONAL_WORKSPACE_SEATS });
  });

  it('holds a personal workspace to one seat, whatever its owner pays', async () => {
    const pro = await user('enterprise');
    const id = await findWorkspaceId(testApp.app, pro);
    const response = await call(pro, 'POST', `/${id}/invitations/`, {
      email: 'someone@example.test',
      role: 'member',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().detail).toContain('all 1 of its seats');
  });
});

describe('roles follow the permission table', () => {
  it('lets owners and admins manage people, and nobody else', async () => {
    const { owner, id } = await enterpriseTeam();
    const admin = await join(id, owner, 'admin');
    const member = await join(id, admin, 'member');
    const viewer = await join(id, owner, 'viewer');

    const byViewer = await call(viewer, 'POST', `/${id}/invitations/`, {
      email: 'x@example.test',
      role: 'viewer',
    });
    expect(byViewer.statusCode).toBe(403);
    expect((await call(member, 'DELETE', `/${id}/members/${viewer.id}/`)).statusCode).toBe(403);
    const promote = await call(member, 'PUT', `/${id}/members/${viewer.id}/`, { role: 'admin' });
    expect(promote.statusCode).toBe(403);

    const changed = await call(admin, 'PUT', `/${id}/members/${viewer.id}/`, { role: 'member' });
    expect(changed.json()).toMatchObject({ user_id: viewer.id, role: 'member' });
    expect((await call(admin, 'DELETE', `/${id}/members/${owner.id}/`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `/${id}/members/${viewer.id}/`)).statusCode).toBe(204);
    expect((await call(viewer, 'GET', `/${id}/`)).statusCode).toBe(404);

    const seen = workspaceDetailSchema.parse((await call(member, 'GET', `/${id}/`)).json());
    expect(seen.invitations).toEqual([]);
    expect(seen.members.map((row) => row.role)).toEqual(['owner', 'admin', 'member']);
  });

  it('lets only the owner transfer, and the owner leave only after transferring', async () => {
    const { owner, id } = await enterpriseTeam();
    const admin = await join(id, owner, 'admin');
    const member = await join(id, owner, 'member');

    expect((await call(admin, 'POST', `/${id}/transfer/`, { user_id: member.id })).statusCode).toBe(
      403,
    );
    const leaving = await call(owner, 'POST', `/${id}/leave/`);
    expect(leaving.statusCode).toBe(409);
    expect(leaving.json().detail).toContain('transfer ownership');

    const moved = await call(owner, 'POST', `/${id}/transfer/`, { user_id: member.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().my_role).toBe('admin');
    const roles = Object.fromEntries(
      moved.json().members.map((row: { user_id: number; role: string }) => [row.user_id, row.role]),
    );
    expect(roles).toEqual({ [owner.id]: 'admin', [admin.id]: 'admin', [member.id]: 'owner' });
    expect((await call(owner, 'POST', `/${id}/leave/`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/${id}/`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, and an unknown id a 404', async () => {
    const { owner, id } = await enterpriseTeam();
    type Request = ['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?];
    const cases: [Request, string][] = [
      [['POST', `/${id}/invitations/`, { role: 'member' }], 'email'],
      [['POST', `/${id}/invitations/`, { email: 'a@example.test', role: 'owner' }], 'role'],
      [['PUT', `/${id}/members/${owner.id}/`, {}], 'role'],
      [['POST', `/${id}/transfer/`, { user_id: 'someone' }], 'user_id'],
      [['POST', '/invitations/accept/', {}], 'token'],
      [['GET', '/abc/'], 'id'],
      [['DELETE', `/${id}/members/0/`], 'userId'],
    ];
    for (const [request, field] of cases) {
      const response = await call(owner, ...request);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    // The detail names a number in the address in words, not by its code name ("UserId").
    const badMember = await call(owner, 'DELETE', `/${id}/members/ben/`);
    expect(badMember.json().detail).toBe('Use the member number.');
    expect((await call(owner, 'GET', '/abc/')).json().detail).toBe('Use the workspace number.');
    const missing = await call(owner, 'GET', '/9999999999999999/');
    expect(missing.statusCode).toBe(404);
    const noBody = await call(owner, 'POST', `/${id}/invitations/`);
    expect(noBody.statusCode).toBe(400);
  });
});

describe('renaming', () => {
  it('renames a team workspace, never a personal one', async () => {
    const { owner, id } = await enterpriseTeam();
    const renamed = await call(owner, 'PUT', `/${id}/`, { name: '  Bid team  ' });
    expect(renamed.json()).toMatchObject({ id, name: 'Bid team', kind: 'team' });
    const personalId = await findWorkspaceId(testApp.app, owner);
    const refused = await call(owner, 'PUT', `/${personalId}/`, { name: 'Mine' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.name).toEqual(['Only a team workspace can be renamed.']);
    const empty = await call(owner, 'PUT', `/${id}/`, { name: ' ' });
    expect(empty.json().errors.name).toEqual(['Enter a name for the workspace.']);
  });
});
