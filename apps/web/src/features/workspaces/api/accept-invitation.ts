import type { acceptInvitationRequestSchema, WorkspaceSummary } from '@wac/contract';
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
