import {
  documentPageParamsSchema,
  documentPageResponseSchema,
  documentsQuerySchema,
  opportunityDocumentsResponseSchema,
} from '../documents';
import { opportunityParamsSchema } from '../opportunities';
import type { ApiRoute } from './api-route';

/** Tender documents of an opportunity: the list with matching pages, and one page (issue 32). */
export const DOCUMENTS_ROUTES: ApiRoute[] = [
  {
    tag: 'Opportunities',
    isSignedIn: true,
    method: 'get',
    path: '/api/opportunities/{id}/documents/',
    summary:
      "An opportunity's fetched documents, and with q the pages of each that hold the words (Professional)",
    params: opportunityParamsSchema,
    query: documentsQuerySchema,
    responses: { 200: opportunityDocumentsResponseSchema },
  },
  {
    tag: 'Opportunities',
    isSignedIn: true,
    method: 'get',
    path: '/api/opportunities/{id}/documents/{hash}/pages/{page}/',
    summary: "One page of a document's text, with q's words marked (Professional)",
    params: documentPageParamsSchema,
    query: documentsQuerySchema,
    responses: { 200: documentPageResponseSchema },
  },
];
