import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import {
  type Caller,
  callWorkspaces,
  createOutsiders,
  readInvitationToken,
  routeKeysTagged,
  type WorkspaceRequest,
  workspaceRequester,
} from '../../../test/helpers/workspaces';
import { setWorkspaceTier } from './workspace-tier';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-isolation-');
});
afterAll(() => testApp.close());

const db = () => testApp.database.pool;
const send = workspaceRequester(() => testApp.app);
type Target = {
  id: number;
  memberId: number;
  invitationId: number;
  token: string;
  templateId: number;
};
const TEMPLATE = {
  title: 'Taken over',
  kind: 'other',
  content: { type: 'doc', content: [{ type: 'paragraph' }] },
};
const TEMPLATE_WORD = 'Owner-A';

/** A request for every workspace route, aimed at `target` (keys as in API_ROUTES). */
const REQUESTS: Record<string, (target: Target) => WorkspaceRequest> = {
  'get /api/workspaces/{id}/': (t) => ({ method: 'GET', path: `/${t.id}/` }),
  'put /api/workspaces/{id}/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/`,
    payload: { name: 'Taken over' },
  }),
  'put /api/workspaces/{id}/company/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/company/`,
    payload: { company_name: 'Taken over Ltd' },
  }),
  'post /api/workspaces/{id}/invitations/': (t) => ({
    method: 'POST',
    path: `/${t.id}/invitations/`,
    payload: { email: 'intruder@example.test', role: 'admin' },
  }),
  'delete /api/workspaces/{id}/invitations/{invitationId}/': (t) => ({
    method: 'DELETE',
    path: `/${t.id}/invitations/${t.invitationId}/`,
  }),
  'post /api/workspaces/invitations/accept/': (t) => ({
    method: 'POST',
    path: '/invitations/accept/',
    payload: { token: t.token },
  }),
  // Open to anyone holding the token (ADR 0377): outsiders do not, so they try a guessed one.
  'post /api/workspaces/invitations/preview/': (t) => ({
    method: 'POST',
    path: '/invitations/preview/',
    payload: { token: `${t.token}x` },
  }),
  'put /api/workspaces/{id}/members/{userId}/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/members/${t.memberId}/`,
    payload: { role: 'admin' },
  }),
  'delete /api/workspaces/{id}/members/{userId}/': (t) => ({
    method: 'DELETE',
    path: `/${t.id}/members/${t.memberId}/`,
  }),
  'post /api/workspaces/{id}/leave/': (t) => ({ method: 'POST', path: `/${t.id}/leave/` }),
  'post /api/workspaces/{id}/transfer/': (t) => ({
    method: 'POST',
    path: `/${t.id}/transfer/`,
    payload: { user_id: t.memberId },
  }),
  // The audit log holds every name above (the invitation and the member's joining).
  'get /api/workspaces/{id}/audit-log/': (t) => ({ method: 'GET', path: `/${t.id}/audit-log/` }),
  'get /api/workspaces/{id}/audit-log/export.csv': (t) => ({
    method: 'GET',
    path: `/${t.id}/audit-log/export.csv`,
  }),
  'get /api/workspaces/{id}/pipeline/analytics/': (t) => ({
    method: 'GET',
    path: `/${t.id}/pipeline/analytics/`,
  }),
  'get /api/workspaces/{id}/pipeline/analytics/export.csv': (t) => ({
    method: 'GET',
    path: `/${t.id}/pipeline/analytics/export.csv?table=value_by_stage`,
  }),
  // Proposal templates (ADR 0247): the template's title holds the owner's name.
  // Searched by a word of its text, so a leak would list it (ADR 0280).
  'get /api/workspaces/{id}/templates/': (t) => ({
    method: 'GET',
    path: `/${t.id}/templates/?q=${encodeURIComponent(TEMPLATE_WORD)}`,
  }),
  'post /api/workspaces/{id}/templates/': (t) => ({
    method: 'POST',
    path: `/${t.id}/templates/`,
    payload: TEMPLATE,
  }),
  'get /api/workspaces/{id}/templates/{templateId}/': (t) => ({
    method: 'GET',
    path: `/${t.id}/templates/${t.templateId}/`,
  }),
  'put /api/workspaces/{id}/templates/{templateId}/': (t) => ({
    method: 'PUT',
    path: `/${t.id}/templates/${t.templateId}/`,
    payload: { ...TEMPLATE, version: 1 },
  }),
  'delete /api/workspaces/{id}/templates/{templateId}/': (t) => ({
    method: 'DELETE',
    path: `/${t.id}/templates/${t.templateId}/`,
  }),
  'get /api/workspaces/{id}/templates/{templateId}/versions/': (t) => ({
    method: 'GET',
    path: `/${t.id}/templates/${t.templateId}/versions/`,
  }),
  'post /api/workspaces/{id}/templates/{templateId}/versions/{version}/restore/': (t) => ({
    method: 'POST',
    path: `/${t.id}/templates/${t.templateId}/versions/1/restore/`,
  }),
  'get /api/workspaces/{id}/responses/sections/': (t) => ({
    method: 'GET',
    path: `/${t.id}/responses/sections/?wac_id=WAC-0000000001`,
  }),
  'get /api/workspaces/{id}/responses/start.docx': (t) => ({
    method: 'GET',
    path: `/${t.id}/responses/start.docx?wac_id=WAC-0000000001`,
  }),
};

/** The one workspace route open to a signed-out caller: a guessed token is a 404. */
const PREVIEW = 'post /api/workspaces/invitations/preview/';

/** Workspace A: an Enterprise team with a member and a pending invitation. */
async function makeTarget(): Promise<{ owner: Caller; target: Target; names: string[] }> {
  const owner = await createUser(db(), { tier: 'professional', first_name: 'Owner-A' });
  const { id } = await setWorkspaceTier(db(), owner.email, 'enterprise');
  const member = await createUser(db(), { first_name: 'Member-A' });
  await db().query(
    "INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')",
    [id, member.id],
  );
  const invitee = `pending-a-${crypto.randomUUID()}@example.test`;
  const invited = await callWorkspaces(testApp.app, owner, 'POST', `/${id}/invitations/`, {
    email: invitee,
    role: 'viewer',
  });
  const token = await readInvitationToken(testApp.dataDir, invitee);
  const template = await callWorkspaces(testApp.app, owner, 'POST', `/${id}/templates/`, {
    ...TEMPLATE,
    title: `${TEMPLATE_WORD} method statement`,
  });
  const target = {
    id,
    memberId: member.id,
    invitationId: invited.json().id,
    token,
    templateId: template.json().id,
  };
  return { owner, target, names: [owner.email, member.email, invitee, 'Owner-A', 'Member-A'] };
}

describe('a workspace is invisible to everyone outside it', () => {
  it('has a request for every workspace route but the list', () => {
    const routes = routeKeysTagged('Workspaces').filter((key) => key !== 'get /api/workspaces/');
    expect(Object.keys(REQUESTS).sort()).toEqual(routes.sort());
  });

  it('answers another workspace member, a stranger and a signed-out caller with no data', async () => {
    const { owner, target, names } = await makeTarget();
    const before = await callWorkspaces(testApp.app, owner, 'GET', `/${target.id}/`);
    const callers = await createOutsiders(testApp.app, db(), 'premium');
    for (const [who, caller] of callers) {
      for (const [route, build] of Object.entries(REQUESTS)) {
        const response = await send(caller, build(target));
        const context = `${who}: ${route} answered ${response.statusCode} ${response.body}`;
        const signedOutAnswer = route === PREVIEW ? [404] : [401];
        expect(caller ? [403, 404] : signedOutAnswer, context).toContain(response.statusCode);
        for (const name of names) expect(response.body, context).not.toContain(name);
      }
      const listed = await callWorkspaces(testApp.app, caller, 'GET', '/');
      for (const name of names) expect(listed.body).not.toContain(name);
      expect(listed.body).not.toContain(`"id":${target.id},`);
    }
    const after = await callWorkspaces(testApp.app, owner, 'GET', `/${target.id}/`);
    expect(after.json()).toEqual(before.json());
  });
});
