import {
  acceptInvitationRequestSchema,
  changeMemberRoleRequestSchema,
  inviteMemberRequestSchema,
  renameWorkspaceRequestSchema,
  saveWorkspaceCompanyRequestSchema,
  transferWorkspaceRequestSchema,
  workspaceInvitationParamsSchema,
  workspaceMemberParamsSchema,
  workspaceParamsSchema,
} from '@wac/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/auth-context';
import { parseInput } from '../../http/validate';
import { createAttemptLimiter } from '../auth/auth-rate-limits';
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  revokeWorkspaceInvitation,
} from './invitations.service';
import {
  changeMemberRole,
  leaveWorkspace,
  removeMember,
  transferOwnership,
} from './members.service';
import {
  getMyWorkspaces,
  getWorkspace,
  renameTeamWorkspace,
  saveCompanyProfile,
} from './workspaces.service';

/** Invitations one account may send an hour, across its workspaces (each sends an email). */
export const INVITATION_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

const signedIn = (request: FastifyRequest) =>
  requireUser(request, 'Please log in to use workspaces.');

/** /api/workspaces (issue 29, ADR 0175). Input is checked before membership, so a 400 names it. */
export const workspacesRoutes: FastifyPluginAsync = async (app) => {
  const invitesPerAccount = createAttemptLimiter(
    app,
    'workspace-invite',
    INVITATION_RATE_LIMIT,
    (request) => String(request.user?.id ?? ''),
  );

  app.get('/', async (request) => getMyWorkspaces(app.deps, signedIn(request)));

  app.get('/:id', async (request) => {
    const user = signedIn(request);
    const { id } = parseInput(workspaceParamsSchema, request.params);
    return getWorkspace(app.deps, user, id);
  });

  app.put('/:id', async (request) => {
    const user = signedIn(request);
    const { id } = parseInput(workspaceParamsSchema, request.params);
    const { name } = parseInput(renameWorkspaceRequestSchema, request.body);
    return renameTeamWorkspace(app.deps, user, id, name);
  });

  app.put('/:id/company', async (request) => {
    const user = signedIn(request);
    const { id } = parseInput(workspaceParamsSchema, request.params);
    const company = parseInput(saveWorkspaceCompanyRequestSchema, request.body ?? {});
    return saveCompanyProfile(app.deps, user, id, company);
  });

  app.post('/invitations/accept', async (request) => {
    const user = signedIn(request);
    const { token } = parseInput(acceptInvitationRequestSchema, request.body);
    return acceptInvitation(app.deps, user, token);
  });

  // The link's holder, signed in or not: the token is the key (ADR 0377).
  app.post('/invitations/preview', async (request) => {
    const { token } = parseInput(acceptInvitationRequestSchema, request.body);
    return previewInvitation(app.deps, token);
  });

  app.post('/:id/invitations', async (request, reply) => {
    const user = signedIn(request);
    const { id } = parseInput(workspaceParamsSchema, request.params);
    const body = parseInput(inviteMemberRequestSchema, request.body);
    await invitesPerAccount.countAndCheck(request);
    return reply.status(201).send(await inviteMember(app.deps, user, id, body));
  });

  app.delete('/:id/invitations/:invitationId', async (request, reply) => {
    const user = signedIn(request);
    const ids = parseInput(workspaceInvitationParamsSchema, request.params);
    await revokeWorkspaceInvitation(app.deps, user, ids);
    return reply.status(204).send();
  });

  app.put('/:id/members/:userId', async (request) => {
    const user = signedIn(request);
    const ids = parseInput(workspaceMemberParamsSchema, request.params);
    const { role } = parseInput(changeMemberRoleRequestSchema, request.body);
    return changeMemberRole(app.deps, user, ids, role);
  });

  app.delete('/:id/members/:userId', async (request, reply) => {
    const user = signedIn(request);
    const ids = parseInput(workspaceMemberParamsSchema, request.params);
    await removeMember(app.deps, user, ids);
    return reply.status(204).send();
  });

  app.post('/:id/leave', async (request, reply) => {
    const user = signedIn(request);
    const { id } = parseInput(workspaceParamsSchema, request.params);
    await leaveWorkspace(app.deps, user, id);
    return reply.status(204).send();
  });

  app.post('/:id/transfer', async (request) => {
    const user = signedIn(request);
    const { id } = parseInput(workspaceParamsSchema, request.params);
    const { user_id } = parseInput(transferWorkspaceRequestSchema, request.body);
    return transferOwnership(app.deps, user, id, user_id);
  });
};
