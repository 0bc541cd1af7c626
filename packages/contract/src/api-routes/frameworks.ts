import {
  frameworkParamsSchema,
  frameworkSchema,
  frameworksEndingQuerySchema,
  frameworksEndingSchema,
  opportunityFrameworkSchema,
  supplierFrameworksSchema,
} from '../frameworks';
import { opportunityParamsSchema } from '../opportunities';
import { organisationParamsSchema } from '../organisations';
import type { ApiRoute } from './api-route';

/** Frameworks and dynamic markets (issue 31): public, like the opportunities they come from. */
export const FRAMEWORKS_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: '/api/frameworks/ending/',
    tag: 'Frameworks',
    summary:
      'Frameworks and dynamic markets whose maximum extent (else end date) falls within 3, 6, 12 or 24 months, soonest first',
    query: frameworksEndingQuerySchema,
    responses: { 200: frameworksEndingSchema },
  },
  {
    method: 'get',
    path: '/api/frameworks/{id}/',
    tag: 'Frameworks',
    summary:
      'A framework or dynamic market: owner, lots, suppliers admitted per lot, dates, estimated value and its call-offs',
    params: frameworkParamsSchema,
    responses: { 200: frameworkSchema },
  },
  {
    method: 'get',
    path: '/api/opportunities/{id}/framework/',
    tag: 'Frameworks',
    summary:
      'Whether an opportunity is a framework, a dynamic market or a call-off, and the framework pages it links to',
    params: opportunityParamsSchema,
    responses: { 200: opportunityFrameworkSchema },
  },
  {
    method: 'get',
    path: '/api/suppliers/{id}/frameworks/',
    tag: 'Frameworks',
    summary: 'The frameworks and dynamic markets a supplier is admitted to',
    params: organisationParamsSchema,
    responses: { 200: supplierFrameworksSchema },
  },
];
