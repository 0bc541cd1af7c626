import { roleAllows, WORKSPACE_ROLES, type WorkspaceAction } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { callWorkspaces } from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from './workspace-tier';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
type Team = { id: number; viewerId: number; memberId: number; invitationId: number };

/** The gated calls, in an order where each allowed one leaves the next still possible. */
const CALLS: { action: WorkspaceAction; request: (team: Team) => Parameters<typeof call> }[] = [
  { action: 'workspace.read', request: (t) => ['GET', `/${t.id}/`] },
  { action: 'workspace.settings', request: (t) => ['PUT', `/${t.id}/`, { name: 'Renamed' }] },
  {
    action: 'workspace.settings',
    request: (t) => ['PUT', `/${t.id}/company/`, { company_name: 'Renamed Ltd' }],
  },
  {
    action: 'members.invite',
    request: (t) => [
      'POST',
      `/${t.id}/invitations/`,
      { email: `${crypto.randomUUID()}@example.test`, role: 'viewer' },
    ],
  },
  {
    action: 'members.invite',
    request: (t) => ['DELETE', `/${t.id}/invitations/${t.invitationId}/`],
  },
  {
    action: 'members.change_role',
    request: (t) => ['PUT', `/${t.id}/members/${t.viewerId}/`, { role: 'member' }],
  },
  { action: 'members.remove', request: (t) => ['DELETE', `/${t.id}/members/${t.viewerId}/`] },
  {
    action: 'workspace.transfer',
    request: (t) => ['POST', `/${t.id}/transfer/`, { user_id: t.memberId }],
  },
];

let caller: { authHeader: { authorization: string } };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  callWorkspaces(testApp.app, caller as never, method, path, payload as never);

/** A team where `role` is held by the returned caller, with a viewer, a member and an invitation. */
async function teamWith(role: string) {
  const owner = await createUser(db(), { tier: 'premium' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  const add = async (memberRole: string) => {
    const person = await createUser(db());
    await db().query(
      'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
      [id, person.id, memberRole],
    );
    return person;
  };
  const actor = role === 'owner' ? owner : await add(role);
  const viewer = await add('viewer');
  const member = await add('member');
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO workspace_invitations (workspace_id, email, role, token_hash, expires_at)
     VALUES ($1, 'pending@example.test', 'viewer', sha256(random()::text::bytea), now() + interval '1 day')
     RETURNING id`,
    [id],
  );
  const team = { id, viewerId: viewer.id, memberId: member.id, invitationId: Number(rows[0]!.id) };
  return { actor, team };
}

describe('the permission table decides every role check', () => {
  it.each(WORKSPACE_ROLES)('%s: allowed exactly what WORKSPACE_PERMISSIONS lists', async (role) => {
    const { actor, team } = await teamWith(role);
    caller = actor;
    for (const { action, request } of CALLS) {
      const response = await call(...request(team));
      const context = `${role} ${action}: ${response.statusCode} ${response.body}`;
      if (roleAllows(role, action)) expect(response.statusCode, context).toBeLessThan(300);
      else expect(response.statusCode, context).toBe(403);
    }
  });
});
