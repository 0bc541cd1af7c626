import type {
  AssignableWorkspaceRole,
  AuditLogResponse,
  PipelineAnalytics,
  WorkspaceDetail,
  WorkspaceInvitation,
  WorkspaceSummary,
} from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

const base = (id: number) => `/api/workspaces/${id}`;

export const getWorkspaces = () =>
  apiRequest<{ results: WorkspaceSummary[]; plan_needed: string | null }>('/api/workspaces/');

export const getWorkspace = (id: number) => apiRequest<WorkspaceDetail>(`${base(id)}/`);

export const renameWorkspace = (id: number, name: string) =>
  apiRequest<WorkspaceDetail>(`${base(id)}/`, { method: 'PUT', body: { name } });

export const inviteMember = (id: number, body: { email: string; role: AssignableWorkspaceRole }) =>
  apiRequest<WorkspaceInvitation>(`${base(id)}/invitations/`, { method: 'POST', body });

export const revokeInvitation = (id: number, invitationId: number) =>
  apiRequest<void>(`${base(id)}/invitations/${invitationId}/`, { method: 'DELETE' });

export const changeMemberRole = (id: number, userId: number, role: AssignableWorkspaceRole) =>
  apiRequest<unknown>(`${base(id)}/members/${userId}/`, { method: 'PUT', body: { role } });

export const removeMember = (id: number, userId: number) =>
  apiRequest<void>(`${base(id)}/members/${userId}/`, { method: 'DELETE' });

export const leaveWorkspace = (id: number) =>
  apiRequest<void>(`${base(id)}/leave/`, { method: 'POST' });

export const transferOwnership = (id: number, userId: number) =>
  apiRequest<WorkspaceDetail>(`${base(id)}/transfer/`, {
    method: 'POST',
    body: { user_id: userId },
  });

/** The audit log's query string from its filters (empty ones left out). */
export function auditQuery(filters: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `?${search}` : '';
}

export const getAuditLog = (id: number, query: string) =>
  apiRequest<AuditLogResponse>(`${base(id)}/audit-log/${query}`);

export const auditLogCsvPath = (id: number, query: string) =>
  `${base(id)}/audit-log/export.csv${query}`;

export const getPipelineAnalytics = (id: number) =>
  apiRequest<PipelineAnalytics>(`${base(id)}/pipeline/analytics/`);

export const analyticsCsvPath = (id: number, table: string) =>
  `${base(id)}/pipeline/analytics/export.csv?table=${table}`;

export const saveCompanyProfile = (id: number, body: Record<string, unknown>) =>
  apiRequest<WorkspaceDetail>(`${base(id)}/company/`, { method: 'PUT', body });
