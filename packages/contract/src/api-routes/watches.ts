import {
  unwatchByTokenRequestSchema,
  unwatchByTokenResponseSchema,
  watchListResponseSchema,
  watchParamsSchema,
  watchStatusSchema,
} from '../watches';
import type { ApiRoute } from './api-route';

/** Watched procurements (issue 31): an email when the next notice of one arrives. */
export const WATCHES_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/watches/',
    tag: 'Watches',
    summary: 'The procurements you watch (your own, favourites, owned pipeline items)',
    isSignedIn: true,
    responses: { 200: watchListResponseSchema },
  },
  {
    method: 'get',
    path: '/api/watches/{wac_id}/',
    tag: 'Watches',
    summary: 'Whether you watch this procurement, and why',
    isSignedIn: true,
    params: watchParamsSchema,
    responses: { 200: watchStatusSchema },
  },
  {
    method: 'put',
    path: '/api/watches/{wac_id}/',
    tag: 'Watches',
    summary: 'Watch a procurement: email me when its next notice is published',
    isSignedIn: true,
    params: watchParamsSchema,
    responses: { 200: watchStatusSchema },
  },
  {
    method: 'delete',
    path: '/api/watches/{wac_id}/',
    tag: 'Watches',
    summary: 'Stop watching a procurement (also one watched as a favourite or pipeline item)',
    isSignedIn: true,
    params: watchParamsSchema,
    responses: { 200: watchStatusSchema },
  },
  {
    method: 'post',
    path: '/api/watches/unwatch/',
    tag: 'Watches',
    summary: "Stop watching with the token from a watch email's link",
    body: unwatchByTokenRequestSchema,
    responses: { 200: unwatchByTokenResponseSchema },
  },
];
