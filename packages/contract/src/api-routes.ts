import { ACCOUNTS_ROUTES } from './api-routes/accounts';
import { ALERTS_ROUTES } from './api-routes/alerts';
import { API_KEYS_ROUTES } from './api-routes/api-keys';
import type { ApiRoute } from './api-routes/api-route';
import { BID_SCORECARD_ROUTES } from './api-routes/bid-scorecard';
import { BILLING_ROUTES } from './api-routes/billing';
import { DOCUMENT_BRIEF_ROUTES } from './api-routes/document-brief';
import { DOCUMENTS_ROUTES } from './api-routes/documents';
import { FAVOURITES_ROUTES } from './api-routes/favourites';
import { FRAMEWORKS_ROUTES } from './api-routes/frameworks';
import { INTELLIGENCE_ROUTES } from './api-routes/intelligence';
import { OPERATIONS_ROUTES } from './api-routes/operations';
import { PIPELINE_ROUTES } from './api-routes/pipeline';
import { PROPOSAL_TEMPLATE_ROUTES } from './api-routes/proposal-templates';
import { SEARCH_ROUTES } from './api-routes/search';
import { SITE_ROUTES } from './api-routes/site';
import { WATCHES_ROUTES } from './api-routes/watches';
import { WEBHOOKS_ROUTES } from './api-routes/webhooks';
import { WIN_PROBABILITY_ROUTES } from './api-routes/win-probability';
import { WORKSPACE_ADMIN_ROUTES } from './api-routes/workspace-admin';
import { WORKSPACES_ROUTES } from './api-routes/workspaces';

export type { ApiRoute } from './api-routes/api-route';

/**
 * Every HTTP route of the server, one file per feature under `api-routes/` (each route with its
 * contract schemas): the one list `/api/openapi.json` is generated from (ADR 0076) and the
 * openapi test checks every registered route against.
 */
export const API_ROUTES: ApiRoute[] = [
  ...OPERATIONS_ROUTES,
  ...SEARCH_ROUTES,
  ...DOCUMENTS_ROUTES,
  ...INTELLIGENCE_ROUTES,
  ...FRAMEWORKS_ROUTES,
  ...DOCUMENT_BRIEF_ROUTES,
  ...SITE_ROUTES,
  ...ACCOUNTS_ROUTES,
  ...API_KEYS_ROUTES,
  ...FAVOURITES_ROUTES,
  ...WATCHES_ROUTES,
  ...ALERTS_ROUTES,
  ...BILLING_ROUTES,
  ...WORKSPACES_ROUTES,
  ...PIPELINE_ROUTES,
  ...WEBHOOKS_ROUTES,
  ...WIN_PROBABILITY_ROUTES,
  ...BID_SCORECARD_ROUTES,
  ...PROPOSAL_TEMPLATE_ROUTES,
  ...WORKSPACE_ADMIN_ROUTES,
];
