import type { z } from 'zod';
import {
  followListSchema,
  followParamsSchema,
  followRequestSchema,
  followSchema,
} from '../follows';
import { organisationParamsSchema, organisationProfileSchema } from '../organisations';
import { radarQuerySchema, radarResponseSchema } from '../radar';
import type { ApiRoute } from './api-route';

/** Buyer and supplier pages, the re-tender radar and following (issue 19). */
export const INTELLIGENCE_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/buyers/{id}/',
    tag: 'Organisations',
    summary: "A buyer's page: header and open opportunities for everyone, analytics for paid plans",
    params: organisationParamsSchema,
    responses: { 200: organisationProfileSchema },
  },
  {
    method: 'get',
    path: '/api/suppliers/{id}/',
    tag: 'Organisations',
    summary:
      "A supplier's page: header and open opportunities for everyone, analytics for paid plans",
    params: organisationParamsSchema,
    responses: { 200: organisationProfileSchema },
  },
  {
    method: 'get',
    path: '/api/radar/',
    tag: 'Organisations',
    summary:
      'Awarded contracts ending within 3, 6, 12 or 24 months, soonest first; re-tender estimates and further pages for paid plans',
    query: radarQuerySchema as unknown as z.ZodObject,
    responses: { 200: radarResponseSchema },
  },
  {
    method: 'get',
    path: '/api/follows/',
    tag: 'Organisations',
    summary: 'The buyers and suppliers the user follows',
    isSignedIn: true,
    responses: { 200: followListSchema },
  },
  {
    method: 'post',
    path: '/api/follows/',
    tag: 'Organisations',
    summary: 'Follow a buyer (its new notices) or a supplier (its new awards); paid plans',
    isSignedIn: true,
    body: followRequestSchema,
    responses: { 200: followSchema, 201: followSchema },
  },
  {
    method: 'delete',
    path: '/api/follows/{role}/{id}/',
    tag: 'Organisations',
    summary: 'Stop following',
    isSignedIn: true,
    params: followParamsSchema,
    responses: { 204: null },
  },
];
