import { opportunityBriefResponseSchema } from '../document-brief';
import { opportunityParamsSchema } from '../opportunities';
import type { ApiRoute } from './api-route';

/** The brief read from an opportunity's tender documents (issue 32, ADR 0242). */
export const DOCUMENT_BRIEF_ROUTES: ApiRoute[] = [
  {
    tag: 'Opportunities',
    isSignedIn: true,
    method: 'get',
    path: '/api/opportunities/{id}/brief/',
    summary:
      "The brief read from an opportunity's tender documents: deadlines, term, value, evaluation, mandatory requirements and how to respond, each quoting its sentence with the file and page, or not found (Professional)",
    params: opportunityParamsSchema,
    responses: { 200: opportunityBriefResponseSchema },
  },
];
