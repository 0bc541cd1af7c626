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
