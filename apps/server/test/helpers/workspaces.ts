import { API_ROUTES } from '@wac/contract/api-routes';
import type { FastifyInstance } from 'fastify';
import type { Pool } from '../../src/db/pool';
import { setWorkspaceTier } from '../../src/modules/workspaces';
import { createUser } from '../factories/user';
import { findLinks, readTextPart, waitForOutboxMessage } from './mail';

export type Caller = { id: number; email: string; authHeader: { authorization: string } };

/** Calls the workspaces API as `caller` (null: signed out). */
export function callWorkspaces(
  app: FastifyInstance,
  caller: Caller | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) {
  return app.inject({
    method,
    url: `/api/workspaces${path}`,
    headers: caller?.authHeader ?? {},
    payload,
  });
}

/**
 * `callWorkspaces` on the app `appOf()` answers at each call: the test's app, which a `beforeAll`
 * starts after the call function is made.
 */
export const workspacesCaller =
  (appOf: () => FastifyInstance) =>
  (
    caller: Caller | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
  ) =>
    callWorkspaces(appOf(), caller, method, path, payload);

/** A request to a workspace route (its path under /api/workspaces), as isolation tests list them. */
export type WorkspaceRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  payload?: object;
};

/** Sends a `WorkspaceRequest` as `caller` to the app `appOf()` answers at each call. */
export const workspaceRequester =
  (appOf: () => FastifyInstance) =>
  (caller: Caller | null, { method, path, payload }: WorkspaceRequest) =>
    callWorkspaces(appOf(), caller, method, path, payload);

/** `method path` of every API route tagged `tag`: what an isolation test's requests must cover. */
export function routeKeysTagged(tag: string): string[] {
  return API_ROUTES.filter((route) => route.tag === tag).map(
    (route) => `${route.method} ${route.path}`,
  );
}

/** The caller's workspace of `kind` (the personal one is made on this first call). */
export async function findWorkspaceId(app: FastifyInstance, caller: Caller, kind = 'personal') {
  const response = await callWorkspaces(app, caller, 'GET', '/');
  const found = (response.json().results as { id: number; kind: string }[]).find(
    (workspace) => workspace.kind === kind,
  );
  if (!found) throw new Error(`no ${kind} workspace: ${response.body}`);
  return found.id;
}

/** The token of the invitation emailed to `email` (read from the outbox, as a person would). */
export async function readInvitationToken(dataDir: string, email: string): Promise<string> {
  const raw = await waitForOutboxMessage(
    dataDir,
    (message) => message.includes(email) && readTextPart(message).includes('/workspaces/invite/'),
  );
  const link = findLinks(raw).find((url) => url.includes('/workspaces/invite/'));
  if (!link) throw new Error('no invitation link');
  return decodeURIComponent(link.split('/workspaces/invite/')[1]!);
}

/**
 * The callers an isolation test tries a workspace's routes as: the owner of another (Enterprise
 * team) workspace, a Professional account with only its personal workspace, and nobody signed in.
 */
export async function createOutsiders(
  app: FastifyInstance,
  pool: Pool,
  otherOwnerTier: string,
): Promise<[string, Caller | null][]> {
  const otherOwner = await createUser(pool, { tier: otherOwnerTier });
  await setWorkspaceTier(pool, otherOwner.email, 'enterprise');
  const stranger = await createUser(pool, { tier: 'professional' });
  await findWorkspaceId(app, stranger);
  return [
    ['member of another workspace', otherOwner],
    ['stranger', stranger],
    ['signed out', null],
  ];
}
