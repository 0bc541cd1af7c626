import type { z } from 'zod';
import {
  alertProfileListResponseSchema,
  alertProfileParamsSchema,
  alertProfileRequestSchema,
  alertProfileSchema,
  checkAlertProfileNameQuerySchema,
  checkAlertProfileNameResponseSchema,
  unsubscribeAlertRequestSchema,
  unsubscribeAlertResponseSchema,
} from '../alert-profiles';
import type { ApiRoute } from './api-route';

/** Alert profiles and their unsubscribe link. */
export const ALERTS_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/alert-profiles/',
    tag: 'Alerts',
    summary: 'Alert profiles',
    isSignedIn: true,
    responses: { 200: alertProfileListResponseSchema },
  },
  {
    method: 'post',
    path: '/api/alert-profiles/',
    tag: 'Alerts',
    summary: 'Create an alert profile',
    isSignedIn: true,
    body: alertProfileRequestSchema,
    responses: { 201: alertProfileSchema },
  },
  {
    method: 'get',
    path: '/api/alert-profiles/check-name/',
    tag: 'Alerts',
    summary: 'Whether a profile name is free',
    isSignedIn: true,
    query: checkAlertProfileNameQuerySchema as unknown as z.ZodObject,
    responses: { 200: checkAlertProfileNameResponseSchema },
  },
  {
    method: 'put',
    path: '/api/alert-profiles/{id}/',
    tag: 'Alerts',
    summary: 'Update an alert profile',
    isSignedIn: true,
    params: alertProfileParamsSchema,
    body: alertProfileRequestSchema,
    responses: { 200: alertProfileSchema },
  },
  {
    method: 'delete',
    path: '/api/alert-profiles/{id}/',
    tag: 'Alerts',
    summary: 'Delete an alert profile',
    isSignedIn: true,
    params: alertProfileParamsSchema,
    responses: { 204: null },
  },
  {
    method: 'post',
    path: '/api/alert-profiles/unsubscribe/',
    tag: 'Alerts',
    summary:
      "Stop an alert with the token from its email (body, or query as List-Unsubscribe's URL)",
    body: unsubscribeAlertRequestSchema,
    responses: { 200: unsubscribeAlertResponseSchema },
  },
];
