import {
  CAPABILITY_PLANS,
  type OperatorContent,
  type PlanCapability,
  SOFTWARE_FEATURE_PAGES,
  tierIncludes,
  tierLevel,
  watchLimitsByTier,
} from '@wac/contract';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { SYNC_SOURCES } from '../ingest/source-registry';
import { listPlans } from './plans';

/** Issue 28 item 1 (ADR 0140): the cards sell only what exists, and say which is which. */
const env = loadEnv({});
const plansWith = (services: OperatorContent['services'] = {}) =>
  listPlans(env, { isBillingConfigured: false, alertLatency: null, services });
const byId = (services?: OperatorContent['services']) =>
  Object.fromEntries(plansWith(services).map((plan) => [plan.id, plan]));

describe('what the plan cards sell', () => {
  it("links every software bullet to the contract's page for it, or marks it coming soon", () => {
    for (const plan of plansWith()) {
      for (const feature of plan.features) {
        expect(feature.kind, feature.text).toBe('software');
        const page = SOFTWARE_FEATURE_PAGES[feature.id as keyof typeof SOFTWARE_FEATURE_PAGES];
        expect(page, `${feature.id} is in SOFTWARE_FEATURE_PAGES`).not.toBeUndefined();
        expect(feature.href).toBe(page);
        expect(feature.coming_soon).toBe(page === null);
      }
    }
  });

  it('lists nothing as coming soon now that proposal templates have their page', () => {
    const features = plansWith().flatMap((plan) => plan.features);
    expect(features.filter((feature) => feature.coming_soon)).toEqual([]);
    // The workspace's template library (ADR 0247), sold on the Professional card.
    expect(byId().professional?.features.find((f) => f.id === 'proposal_templates')).toEqual({
      id: 'proposal_templates',
      text: 'Proposal templates',
      kind: 'software',
      href: '/templates',
      coming_soon: false,
    });
  });

  it('lists no service the operator has not configured', () => {
    const texts = plansWith().flatMap((plan) => plan.features.map((feature) => feature.text));
    for (const service of ['workshop', 'Training', 'roundtables', 'account manager', 'SLA']) {
      expect(texts.join('\n')).not.toContain(service);
    }
  });

  it("lists a configured service on its plan in the operator's words, with their link", () => {
    const plans = byId({
      monthly_workshop: { label: 'Monthly bid-writing workshop (online)' },
      sla: { url: 'https://example.test/sla' },
    });
    expect(plans.professional?.features.filter((feature) => feature.kind === 'service')).toEqual([
      {
        id: 'monthly_workshop',
        text: 'Monthly bid-writing workshop (online)',
        kind: 'service',
        href: null,
        coming_soon: false,
      },
    ]);
    expect(plans.enterprise?.features.filter((feature) => feature.kind === 'service')).toEqual([
      {
        id: 'sla',
        text: 'SLA',
        kind: 'service',
        href: 'https://example.test/sla',
        coming_soon: false,
      },
    ]);
  });

  it('names every portal WAC syncs on the Free card', () => {
    const search = byId().free?.features.find((feature) => feature.id === 'search_every_portal');
    expect(search?.text).toBe(
      'Search opportunities from all four government portals (Contracts Finder, Find a Tender, Public Contracts Scotland and Sell2Wales)',
    );
    expect(SYNC_SOURCES).toHaveLength(4);
  });

  it('sells each capability on the card of the lowest plan that has it, and on no other', () => {
    const plans = plansWith();
    for (const capability of Object.keys(CAPABILITY_PLANS) as PlanCapability[]) {
      const cards = plans.filter((plan) => plan.features.some((f) => f.id === capability));
      expect(cards.map((plan) => plan.id)).toEqual([CAPABILITY_PLANS[capability]]);
    }
  });

  it('gives Professional something Premium cannot do, not only higher limits', () => {
    const professionalOnly = (Object.keys(CAPABILITY_PLANS) as PlanCapability[]).filter(
      (capability) =>
        tierIncludes('professional', capability) && !tierIncludes('premium', capability),
    );
    expect(professionalOnly).toEqual([
      'retender_radar',
      'win_probability',
      'document_brief',
      'document_search',
    ]);
    expect(byId().professional?.includes).toBe('premium');
  });

  it("states each plan's watch limit as the server enforces it, linked to the watches page", () => {
    const plans = byId();
    const watchLine = (id: string) => plans[id]?.features.find((f) => f.id === 'watches');
    for (const tier of ['free', 'premium', 'professional'] as const) {
      expect(watchLine(tier)).toEqual({
        id: 'watches',
        text: `Watch up to ${watchLimitsByTier[tier]} procurements: an email when each has a new notice`,
        kind: 'software',
        href: '/account/watches',
        coming_soon: false,
      });
    }
    expect(watchLine('enterprise')?.text).toBe(
      'Watch unlimited procurements: an email when each has a new notice',
    );
  });

  it('ranks the tiers, with unknown paid tiers as the highest', () => {
    expect(['free', 'premium', 'professional', 'enterprise', 'gold'].map(tierLevel)).toEqual([
      0, 1, 2, 3, 3,
    ]);
    expect(tierIncludes(undefined, 'organisation_analytics')).toBe(false);
    expect(tierIncludes('enterprise', 'retender_radar')).toBe(true);
  });
});
