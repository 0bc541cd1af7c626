import type {
  acceptInvitationRequestSchema,
  InvitationPreview,
  WorkspaceSummary,
} from '@wac/contract';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

/**
 * POST /api/workspaces/invitations/accept/ with the emailed token in the body (never in the URL
 * the server logs); answers the workspace the signed-in account joined.
 */
export function acceptInvitation(request: AcceptInvitationRequest): Promise<WorkspaceSummary> {
  return apiRequest<WorkspaceSummary>('/api/workspaces/invitations/accept/', {
    method: 'POST',
    body: request,
  });
}

/**
 * POST /api/workspaces/invitations/preview/: what the invitation is for (workspace, inviter,
 * role), to whoever holds its token; nothing is used up (ADR 0377).
 */
export function previewInvitation(request: AcceptInvitationRequest): Promise<InvitationPreview> {
  return apiRequest<InvitationPreview>('/api/workspaces/invitations/preview/', {
    method: 'POST',
    body: request,
  });
}
