import type {
  AlertProfile,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookCreated,
  WebhookEndpoint,
  WebhookList,
  WebhookTestResult,
  WorkspaceListResponse,
  WorkspaceSummary,
} from '@wac/contract';
import { roleAllows } from '@wac/contract/workspace-permissions';
import { apiRequest } from '@/lib/api-client';

export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;
export const WEBHOOK_PROFILE_CHOICES_QUERY_KEY = ['webhooks', 'alert-profiles'] as const;
export const WEBHOOK_WORKSPACE_CHOICES_QUERY_KEY = ['webhooks', 'workspaces'] as const;

/** GET /api/webhooks/: the endpoints with their status, and whether the plan includes them. */
export const getWebhooks = () => apiRequest<WebhookList>('/api/webhooks/');

export const createWebhook = (body: CreateWebhookRequest) =>
  apiRequest<WebhookCreated>('/api/webhooks/', { method: 'POST', body });

export const updateWebhook = ({ id, body }: { id: number; body: UpdateWebhookRequest }) =>
  apiRequest<WebhookEndpoint>(`/api/webhooks/${id}/`, { method: 'PUT', body });

export const deleteWebhook = (id: number) =>
  apiRequest<void>(`/api/webhooks/${id}/`, { method: 'DELETE' });

export const pauseWebhook = (id: number) =>
  apiRequest<WebhookEndpoint>(`/api/webhooks/${id}/pause/`, { method: 'POST' });

export const resumeWebhook = (id: number) =>
  apiRequest<WebhookEndpoint>(`/api/webhooks/${id}/resume/`, { method: 'POST' });

export const testWebhook = (id: number) =>
  apiRequest<WebhookTestResult>(`/api/webhooks/${id}/test/`, { method: 'POST' });

/** The alert profiles an endpoint may receive (the form's check boxes). */
export const getAlertProfileChoices = () => apiRequest<AlertProfile[]>('/api/alert-profiles/');

/**
 * The workspaces whose pipeline events an endpoint may receive: those where the user's role
 * allows `pipeline.webhooks` (the permission table; the server checks it again).
 */
export const getPipelineWorkspaceChoices = async (): Promise<WorkspaceSummary[]> => {
  const list = await apiRequest<WorkspaceListResponse>('/api/workspaces/');
  return list.results.filter((workspace) => roleAllows(workspace.my_role, 'pipeline.webhooks'));
};
