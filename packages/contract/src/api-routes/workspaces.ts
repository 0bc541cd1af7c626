import {
  acceptInvitationRequestSchema,
  changeMemberRoleRequestSchema,
  inviteMemberRequestSchema,
  transferWorkspaceRequestSchema,
  workspaceDetailSchema,
  workspaceInvitationParamsSchema,
  workspaceInvitationSchema,
  workspaceListResponseSchema,
  workspaceMemberParamsSchema,
  workspaceMemberSchema,
  workspaceParamsSchema,
  workspaceSummarySchema,
} from '../workspaces';
import type { ApiRoute } from './api-route';

const tag = 'Workspaces';
const base = { tag, isSignedIn: true } as const;

/** Workspaces, members and invitations (issue 29, ADR 0175). */
export const WORKSPACES_ROUTES: ApiRoute[] = [
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/',
    summary: 'My workspaces (a Professional account gets its personal one on first call)',
    responses: { 200: workspaceListResponseSchema },
  },
  {
    ...base,
    method: 'get',
    path: '/api/workspaces/{id}/',
    summary: 'A workspace: members, roles, pending invitations and seats',
    params: workspaceParamsSchema,
    responses: { 200: workspaceDetailSchema },
  },
  {
    ...base,
    method: 'post',
    path: '/api/workspaces/{id}/invitations/',
    summary: 'Invite someone by email (uses a seat until accepted, revoked or expired)',
    params: workspaceParamsSchema,
    body: inviteMemberRequestSchema,
    responses: { 201: workspaceInvitationSchema },
  },
  {
    ...base,
    method: 'delete',
    path: '/api/workspaces/{id}/invitations/{invitationId}/',
    summary: 'Revoke a pending invitation',
    params: workspaceInvitationParamsSchema,
    responses: { 204: null },
  },
  {
    ...base,
    method: 'post',
    path: '/api/workspaces/invitations/accept/',
    summary: 'Accept an invitation, signed in with the invited email address',
    body: acceptInvitationRequestSchema,
    responses: { 200: workspaceSummarySchema },
  },
  {
    ...base,
    method: 'put',
    path: '/api/workspaces/{id}/members/{userId}/',
    summary: "Change a member's role",
    params: workspaceMemberParamsSchema,
    body: changeMemberRoleRequestSchema,
    responses: { 200: workspaceMemberSchema },
  },
  {
    ...base,
    method: 'delete',
    path: '/api/workspaces/{id}/members/{userId}/',
    summary: 'Remove a member',
    params: workspaceMemberParamsSchema,
    responses: { 204: null },
  },
  {
    ...base,
    method: 'post',
    path: '/api/workspaces/{id}/leave/',
    summary: 'Leave a workspace (the owner transfers ownership first)',
    params: workspaceParamsSchema,
    responses: { 204: null },
  },
  {
    ...base,
    method: 'post',
    path: '/api/workspaces/{id}/transfer/',
    summary: 'Make another member the owner (owner only; the old owner becomes an admin)',
    params: workspaceParamsSchema,
    body: transferWorkspaceRequestSchema,
    responses: { 200: workspaceDetailSchema },
  },
];
