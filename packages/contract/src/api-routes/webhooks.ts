import {
  createWebhookRequestSchema,
  updateWebhookRequestSchema,
  webhookCreatedSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookTestResultSchema,
} from '../webhooks';
import type { ApiRoute } from './api-route';

const tag = 'Webhooks';

/** Webhook endpoints: Slack, Microsoft Teams and generic signed JSON (ADRs 0215-0217, 0257). */
export const WEBHOOKS_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/webhooks/',
    tag,
    summary: 'Your webhook endpoints with their delivery status',
    isSignedIn: true,
    responses: { 200: webhookListSchema },
  },
  {
    method: 'post',
    path: '/api/webhooks/',
    tag,
    summary:
      'Add an endpoint (paid plans; public HTTPS addresses only; pipeline events only of workspaces you own or administer)',
    isSignedIn: true,
    body: createWebhookRequestSchema,
    responses: { 201: webhookCreatedSchema },
  },
  {
    method: 'put',
    path: '/api/webhooks/{id}/',
    tag,
    summary: 'Rename an endpoint and choose what it receives',
    isSignedIn: true,
    params: webhookParamsSchema,
    body: updateWebhookRequestSchema,
    responses: { 200: webhookEndpointSchema },
  },
  {
    method: 'delete',
    path: '/api/webhooks/{id}/',
    tag,
    summary: 'Delete an endpoint',
    isSignedIn: true,
    params: webhookParamsSchema,
    responses: { 204: null },
  },
  {
    method: 'post',
    path: '/api/webhooks/{id}/pause/',
    tag,
    summary: 'Pause deliveries to an endpoint',
    isSignedIn: true,
    params: webhookParamsSchema,
    responses: { 200: webhookEndpointSchema },
  },
  {
    method: 'post',
    path: '/api/webhooks/{id}/resume/',
    tag,
    summary: 'Resume a paused endpoint (its failure count starts again)',
    isSignedIn: true,
    params: webhookParamsSchema,
    responses: { 200: webhookEndpointSchema },
  },
  {
    method: 'post',
    path: '/api/webhooks/{id}/test/',
    tag,
    summary: 'Send a test message now and answer whether the receiver took it',
    isSignedIn: true,
    params: webhookParamsSchema,
    responses: { 200: webhookTestResultSchema },
  },
];
