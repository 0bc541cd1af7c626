import type { OperatorContent, PlansResponse } from '@wac/contract';
import type { Env } from '../../config/env';
import { isBillingConfigured } from './billing-config';
import { listPlans } from './plans';

/**
 * GET /api/plans/: the plans, and whether this server can take payments at all. `services` are
 * those the operator content file says the operator provides.
 */
export function getPlanCatalogue(env: Env, services: OperatorContent['services']): PlansResponse {
  const isConfigured = isBillingConfigured(env);
  return {
    currency: 'GBP',
    billing_configured: isConfigured,
    plans: listPlans(env, { isBillingConfigured: isConfigured, services }),
  };
}
