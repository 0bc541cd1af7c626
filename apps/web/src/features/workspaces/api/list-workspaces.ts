import type { WorkspaceListResponse } from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

/** GET /api/workspaces/: the caller's workspaces (the personal one is made on first use). */
export function listWorkspaces(): Promise<WorkspaceListResponse> {
  return apiRequest<WorkspaceListResponse>('/api/workspaces/');
}
