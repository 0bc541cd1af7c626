import { tierLevel } from './plan-features';

/**
 * The lowest workspace plan with each workspace feature (issue 29, ADRs 0205 and 0206): the one
 * tier rule the server enforces and the web reads to offer the pages. A workspace's tier is its
 * own (a team) or its owner's (a personal one).
 */
export const WORKSPACE_FEATURE_PLANS = {
  audit_log: 'enterprise',
  pipeline_analytics: 'professional',
  /** The workspace's proposal template library and "Start a response" (ADR 0247). */
  proposal_templates: 'professional',
} as const;
export type WorkspaceFeature = keyof typeof WORKSPACE_FEATURE_PLANS;

export function workspaceHasFeature(tier: string, feature: WorkspaceFeature): boolean {
  return tierLevel(tier) >= tierLevel(WORKSPACE_FEATURE_PLANS[feature]);
}

/** "Enterprise": the plan a refusal names. */
export function describeWorkspaceFeaturePlan(feature: WorkspaceFeature): string {
  const plan = WORKSPACE_FEATURE_PLANS[feature];
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
