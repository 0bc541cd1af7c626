import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Pool } from '../../src/db/pool';
import { setWorkspaceTier } from '../../src/modules/workspaces';
import { createUser } from '../factories/user';
import { type Caller, callWorkspaces } from './workspaces';

/** An Enterprise team with its owner, a member and a viewer (named, for mentions). */
export async function createPipelineTeam(pool: Pool) {
  const owner = await createUser(pool, { tier: 'professional', first_name: 'Olive' });
  const { id } = await setWorkspaceTier(pool, owner.email, 'enterprise');
  const join = async (role: string, firstName: string) => {
    const user = await createUser(pool, { first_name: firstName });
    await pool.query(
      'INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, $3)',
      [id, user.id, role],
    );
    return user;
  };
  return {
    id,
    owner,
    member: await join('member', 'Maya'),
    viewer: await join('viewer', 'Victor'),
  };
}

/** Adds the opportunity to the workspace's pipeline as `caller`; answers the item's id. */
export async function addPipelineItem(
  app: FastifyInstance,
  caller: Caller,
  workspaceId: number,
  wacId: string,
): Promise<number> {
  const response = await callWorkspaces(app, caller, 'POST', `/${workspaceId}/pipeline/items/`, {
    wac_id: wacId,
  });
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.body}`);
  return response.json().id;
}

/** Every message in the outbox so far (raw .eml text). */
export async function readOutbox(dataDir: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const files = await readdir(outbox).catch(() => [] as string[]);
  return Promise.all(
    files
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFile(path.join(outbox, name), 'utf8')),
  );
}

/** Lets in-process email delivery (JOBS_ENABLED=false sends after a tick) finish. */
export const settleMail = () => new Promise((resolve) => setTimeout(resolve, 300));
