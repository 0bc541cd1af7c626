import type {
  AlertProfile,
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookCreated,
  WebhookEndpoint,
  WebhookList,
  WebhookTestResult,
} from '@wac/contract';
import { apiRequest } from '@/lib/api-client';

export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;
export const WEBHOOK_PROFILE_CHOICES_QUERY_KEY = ['webhooks', 'alert-profiles'] as const;

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
