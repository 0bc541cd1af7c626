import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { readEmailedLink } from './accounts';
import { registerProfessional } from './premium';

type Headers = { authorization: string };

/** A Professional owner whose workspace the staff CLI made Enterprise (`npm run user`). */
export async function createEnterpriseOwner(request: APIRequestContext, label = 'ws-owner') {
  const owner = await registerProfessional(request, label);
  const headers = { authorization: `Token ${owner.token}` };
  const email = (owner.user as { email: string }).email;
  // The outbox lives in the app's data directory, where the CLI finds the running database.
  const dataDir = path.dirname(process.env.E2E_OUTBOX_DIR ?? '');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/user.ts', 'workspace-tier', email, 'enterprise'],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
  const list = await request.get('/api/workspaces/', { headers });
  expect(list.status(), await list.text()).toBe(200);
  const team = (await list.json()).results.find((w: { kind: string }) => w.kind === 'team');
  expect(team, 'the CLI made the workspace a team one').toBeTruthy();
  return { owner, email, headers, workspace: team as { id: number; name: string } };
}

/** Invites `email` as a member through the API and answers the link of the emailed invitation. */
export async function invite(
  request: APIRequestContext,
  headers: Headers,
  id: number,
  email: string,
) {
  const response = await request.post(`/api/workspaces/${id}/invitations/`, {
    headers,
    data: { email, role: 'member' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return new URL(await readEmailedLink(email, '/workspaces/invite/')).pathname;
}
