import type { PlansResponse } from '@wac/contract';
import type { Env } from '../../config/env';
import { isBillingConfigured } from './billing-config';
import { listPlans } from './plans';

/** GET /api/plans/: the plans, and whether this server can take payments at all. */
export function getPlanCatalogue(env: Env): PlansResponse {
  const isConfigured = isBillingConfigured(env);
  return {
    currency: 'GBP',
    billing_configured: isConfigured,
    plans: listPlans(env, { isBillingConfigured: isConfigured }),
  };
}
