/**
 * What the plans sell (issue 28, ADRs 0140 and 0141): the one catalogue of plan features, each
 * either software (it lives on a page of the web app, or is still being built) or a service the
 * operator provides, and the one tier rule for what a plan can do. The server builds the pricing
 * cards and enforces the rule from here; the web shows upgrade prompts from it, and a web test
 * checks every software feature's page against its router.
 */

/** The plans from the lowest up; any other paid tier ranks with the highest. */
export const TIER_ORDER = ['free', 'premium', 'professional', 'enterprise'] as const;
export type RankedTier = (typeof TIER_ORDER)[number];

/** 0 for free (and no tier), then one step per plan; unknown paid tiers rank highest. */
export function tierLevel(tier: string | null | undefined): number {
  const name = tier ?? 'free';
  const index = (TIER_ORDER as readonly string[]).indexOf(name);
  return index === -1 ? TIER_ORDER.length - 1 : index;
}

/**
 * What a plan can do beyond its limits: the lowest plan that includes each capability. Every
 * higher plan includes it too; staff have every capability. The server refuses the capability
 * to anyone below (`hasCapability`), and the pricing card of that plan lists it.
 */
export const CAPABILITY_PLANS = {
  /** Following buyers and suppliers (ADR 0087). */
  follow_organisations: 'premium',
  /** A buyer's or supplier's award figures on its page (ADR 0086). */
  organisation_analytics: 'premium',
  /** The radar's expected re-tender dates and every page after the first (ADR 0141). */
  retender_radar: 'professional',
  /** Alerts, follows and favourite changes posted to Slack, Teams or any URL (ADR 0217). */
  webhooks: 'premium',
  /** The win-probability estimator and bid/no-bid evidence on an opportunity (ADR 0220). */
  win_probability: 'professional',
  /** API keys for the documented routes and the MCP server (ADR 0210). */
  api_keys: 'premium',
  /** The brief read from an opportunity's tender documents, each line cited (ADR 0242). */
  document_brief: 'professional',
  /** Searching inside tender documents, and reading their pages (issue 32, ADR 0241). */
  document_search: 'professional',
} as const satisfies Record<string, RankedTier>;
export type PlanCapability = keyof typeof CAPABILITY_PLANS;

/** Whether a plan (tier) includes a capability by itself (staff and kept capabilities aside). */
export function tierIncludes(tier: string | null | undefined, capability: PlanCapability): boolean {
  return tierLevel(tier) >= tierLevel(CAPABILITY_PLANS[capability]);
}

/** "Professional": the plan an upgrade prompt for a capability names. */
export function describeLowestPlanWith(capability: PlanCapability): string {
  const plan = CAPABILITY_PLANS[capability];
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/**
 * Software features and the page of the web app where each lives; null while it is still being
 * built (its bullet then reads "coming soon" and links nowhere). Give a feature its page here
 * when it ships: the web's pricing-links test fails if the page is not one of its routes.
 */
export const SOFTWARE_FEATURE_PAGES = {
  search_every_portal: '/search',
  unlimited_reading: '/search',
  daily_actions: '/account/profile',
  favourites: '/account/favourites',
  favourites_export: '/account/favourites',
  // Watching a procurement for its next notice (issue 31, ADR 0233).
  watches: '/account/watches',
  leaderboards: '/leaderboards',
  alert_profiles: '/account/alerts',
  instant_alerts: '/account/alerts',
  alert_latency: '/account/alerts',
  search_export: '/search',
  follow_organisations: '/account/following',
  organisation_analytics: '/leaderboards',
  radar_first_page: '/radar',
  retender_radar: '/radar',
  webhooks: '/account/profile',
  api_keys: '/account/profile',
  // The workspace's library; "Start a response" is on each opportunity (issue 30, ADR 0247).
  proposal_templates: '/templates',
  pipeline_planning: '/pipeline',
  // On every opportunity's page, found through search (issue 30, ADR 0220).
  win_probability: '/search',
  // The brief is on the page of every opportunity with documents (issue 32, ADR 0242).
  document_brief: '/search',
  // The search page's "Include documents" switch (issue 32, ADR 0241).
  document_search: '/search',
  team_seats: '/account/workspaces',
  audit_logs: '/account/workspaces',
} as const satisfies Record<string, string | null>;
export type SoftwareFeatureId = keyof typeof SOFTWARE_FEATURE_PAGES;

/**
 * Services people provide rather than software: listed on a plan only when the operator says in
 * the operator content file that they provide it (operator-content.ts), in the operator's words.
 */
export const OPERATOR_SERVICE_IDS = [
  'monthly_workshop',
  'training_library',
  'networking_roundtables',
  'account_manager',
  'sla',
] as const;
export type OperatorServiceId = (typeof OPERATOR_SERVICE_IDS)[number];

/** The bullet of a service the operator configured without a label of their own. */
export const OPERATOR_SERVICE_LABELS: Readonly<Record<OperatorServiceId, string>> = {
  monthly_workshop: 'Monthly workshop',
  training_library: 'Training library',
  networking_roundtables: 'Networking roundtables',
  account_manager: 'Dedicated account manager',
  sla: 'SLA',
};
