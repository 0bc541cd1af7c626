import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { callWorkspaces } from '../../../test/helpers/workspaces';
import { setWorkspaceTier, WorkspaceTierError } from './workspace-tier';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;

describe('the staff workspace-tier command', () => {
  it('makes an account a team workspace once, and finds it again by email or id', async () => {
    const owner = await createUser(db(), { tier: 'premium', first_name: 'Ada' });
    const made = await setWorkspaceTier(db(), owner.email, 'enterprise');
    expect(made).toMatchObject({ kind: 'team', tier: 'enterprise', name: "Ada's workspace" });
    const again = await setWorkspaceTier(db(), owner.email.toUpperCase(), 'professional');
    expect(again.id).toBe(made.id);
    expect((await setWorkspaceTier(db(), String(made.id), 'enterprise')).tier).toBe('enterprise');

    // A Premium owner has no personal workspace, only the team one staff made.
    const listed = await callWorkspaces(testApp.app, owner, 'GET', '/');
    expect(listed.json()).toEqual({
      results: [
        {
          id: made.id,
          name: "Ada's workspace",
          kind: 'team',
          tier: 'enterprise',
          my_role: 'owner',
        },
      ],
      plan_needed: 'professional',
    });
  });

  it('refuses an unknown tier, account or workspace', async () => {
    const owner = await createUser(db());
    await expect(setWorkspaceTier(db(), owner.email, 'gold')).rejects.toThrow(WorkspaceTierError);
    await expect(setWorkspaceTier(db(), 'nobody@example.test', 'enterprise')).rejects.toThrow(
      'No account for nobody@example.test',
    );
    await expect(setWorkspaceTier(db(), '999999', 'enterprise')).rejects.toThrow(
      'No workspace 999999',
    );
  });
});

describe('deleting an owner account', () => {
  it('hands a team to its longest-serving admin and removes an empty personal workspace', async () => {
    const owner = await createUser(db(), { tier: 'professional' });
    const team = await setWorkspaceTier(db(), owner.email, 'enterprise');
    await callWorkspaces(testApp.app, owner, 'GET', '/');
    const [viewer, admin, later] = [
      await createUser(db()),
      await createUser(db()),
      await createUser(db()),
    ];
    await db().query(
      `INSERT INTO workspace_members (workspace_id, user_id, role, joined_at)
       VALUES ($1, $2, 'viewer', now() - interval '3 days'), ($1, $3, 'admin', now() - interval '2 days'),
              ($1, $4, 'admin', now() - interval '1 day')`,
      [team.id, viewer.id, admin.id, later.id],
    );
    await db().query('DELETE FROM users WHERE id = $1', [owner.id]);
    const { rows } = await db().query<{ user_id: string; role: string }>(
      'SELECT user_id, role FROM workspace_members WHERE workspace_id = $1 ORDER BY user_id',
      [team.id],
    );
    expect(rows.map((row) => [Number(row.user_id), row.role])).toEqual([
      [viewer.id, 'viewer'],
      [admin.id, 'owner'],
      [later.id, 'admin'],
    ]);
    const left = await db().query(
      "SELECT id FROM workspaces WHERE kind = 'personal' AND created_by IS NULL",
    );
    expect(left.rows).toEqual([]);
  });
});
