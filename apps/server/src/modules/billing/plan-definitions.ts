import {
  DAILY_LIMIT_RESETS,
  describeCountedActions,
  FREE_DAILY_ACTION_LIMIT,
  getCsvExportRowLimit,
  getFavouriteLimitForTier,
  getWatchLimitForTier,
  type OperatorServiceId,
  type Plan,
  type SoftwareFeatureId,
  seatLimitsByTier,
} from '@wac/contract';
import { SYNC_SOURCES } from '../ingest/source-registry';

/** What a bullet's words may depend on: this server's settings and measurements. */
export type PlanContext = {
  /** The alert profiles the server lets this plan keep (ALERT_PROFILE_LIMITS, ADR 0121). */
  alertProfiles: number;
  /** The measured publish-to-inbox promise, or null when there is none to make (ADR 0090). */
  latencyPromise: string | null;
};

/**
 * A bullet of a plan card: a software feature (its page comes from SOFTWARE_FEATURE_PAGES in the
 * contract, never from here) in words that may depend on the server, where null leaves the
 * bullet out; or a service the operator provides, listed only when the content file says so.
 */
export type FeatureLine =
  | { software: SoftwareFeatureId; text: string | ((context: PlanContext) => string | null) }
  | { service: OperatorServiceId };

export type PlanDefinition = Omit<
  Plan,
  'priceIds' | 'annualMonthlyEquivalent' | 'annualSavingsLabel' | 'features'
> & { features: readonly FeatureLine[] };

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

/** "all four government portals (Contracts Finder, ... and Sell2Wales)", from the sync registry. */
function describePortals(): string {
  const labels = SYNC_SOURCES.map((source) => source.label);
  const count = NUMBER_WORDS[labels.length] ?? String(labels.length);
  return `all ${count} government portals (${labels.slice(0, -1).join(', ')} and ${labels.at(-1)})`;
}

/** "Export searches to CSV (up to 1,000 rows)": the tier's limit as the server enforces it. */
function describeCsvExport(tier: string): string {
  return `Export searches to CSV (up to ${getCsvExportRowLimit(tier).toLocaleString('en-GB')} rows)`;
}

const favourites = (tier: string): FeatureLine => {
  const limit = getFavouriteLimitForTier(tier);
  const text = limit === null ? 'Unlimited favourites' : `Save up to ${limit} favourites`;
  return { software: 'favourites', text };
};

/** "Watch up to 3 procurements ...": the own-watch limit the server enforces (ADR 0233). */
const watches = (tier: string): FeatureLine => {
  const limit = getWatchLimitForTier(tier);
  const text =
    limit === null
      ? 'Watch unlimited procurements: an email when each has a new notice'
      : `Watch up to ${limit} procurements: an email when each has a new notice`;
  return { software: 'watches', text };
};

const alertProfiles: FeatureLine = {
  software: 'alert_profiles',
  text: ({ alertProfiles: limit }) => `${limit} alert profiles with email alerts`,
};

/**
 * The one definition of our plans (account-area.md sections 2, 6 and 9; issue 28). Each plan
 * lists what it adds to the plan it `includes`. Prices are whole pounds; the Stripe price ids
 * behind them come from configuration (billing-config.ts).
 */
export const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Search every UK public-sector opportunity and try the essentials.',
    price: { monthly: 0, annually: 0 },
    status: 'active',
    tag: null,
    cta: { label: 'Get Started', action: 'register', href: '/register' },
    includes: null,
    features: [
      { software: 'search_every_portal', text: `Search opportunities from ${describePortals()}` },
      {
        software: 'unlimited_reading',
        text: 'Unlimited searches, result pages and opportunity details, with every filter',
      },
      { software: 'leaderboards', text: 'Buyer and supplier leaderboards, all time' },
      { software: 'radar_first_page', text: "The re-tender radar's first page of each search" },
      {
        software: 'daily_actions',
        text: `${FREE_DAILY_ACTION_LIMIT} daily actions for ${describeCountedActions()} (${DAILY_LIMIT_RESETS})`,
      },
      favourites('free'),
      watches('free'),
      { software: 'favourites_export', text: 'Export your favourites to CSV' },
    ],
    limits: {
      dailyActions: FREE_DAILY_ACTION_LIMIT,
      alertProfiles: 0,
      favourites: getFavouriteLimitForTier('free'),
      csvExportRows: getCsvExportRowLimit('free'),
    },
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'For growing companies and SMEs that bid regularly.',
    price: { monthly: 25, annually: 252 },
    status: 'active',
    tag: 'Most Popular',
    cta: { label: 'Upgrade to Premium', action: 'checkout', href: null },
    includes: 'free',
    features: [
      { software: 'daily_actions', text: 'Unlimited daily actions' },
      alertProfiles,
      { software: 'instant_alerts', text: 'Alerts as soon as found, or a daily digest' },
      { software: 'alert_latency', text: ({ latencyPromise }) => latencyPromise },
      favourites('premium'),
      watches('premium'),
      { software: 'leaderboards', text: 'Full leaderboard access' },
      {
        software: 'organisation_analytics',
        text: 'Buyer and supplier analytics: awards by year, top sectors and partners, contracts ending soon',
      },
      {
        software: 'follow_organisations',
        text: 'Follow buyers and suppliers: their new notices and awards in your daily alert digest',
      },
      {
        software: 'webhooks',
        text: 'Alerts, follows and favourite changes in Slack, Microsoft Teams or your own webhook',
      },
      { software: 'search_export', text: describeCsvExport('premium') },
      {
        software: 'api_keys',
        text: 'API keys for the WAC API, and an MCP server for AI assistants',
      },
    ],
    limits: {
      dailyActions: null,
      alertProfiles: null,
      favourites: getFavouriteLimitForTier('premium'),
      csvExportRows: getCsvExportRowLimit('premium'),
    },
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'For sector specialists who plan their bids months ahead.',
    price: { monthly: 100, annually: 1008 },
    status: 'active',
    tag: 'For Specialists',
    cta: { label: 'Upgrade to Professional', action: 'checkout', href: null },
    includes: 'premium',
    features: [
      {
        software: 'retender_radar',
        text: 'Re-tender radar: when each contract ending soon is likely to be tendered again',
      },
      alertProfiles,
      favourites('professional'),
      watches('professional'),
      { software: 'search_export', text: describeCsvExport('professional') },
      { software: 'proposal_templates', text: 'Proposal templates' },
      { software: 'pipeline_planning', text: 'Pipeline planning' },
      { software: 'win_probability', text: 'Win-probability estimator' },
      { software: 'document_brief', text: 'Tender document brief, every line cited' },
      {
        software: 'document_search',
        text: 'Search inside tender documents (PDF, Word, Excel, zips): the file and page each match is on',
      },
      { service: 'monthly_workshop' },
      { service: 'training_library' },
      { service: 'networking_roundtables' },
    ],
    limits: {
      dailyActions: null,
      alertProfiles: null,
      favourites: getFavouriteLimitForTier('professional'),
      csvExportRows: getCsvExportRowLimit('professional'),
    },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    description: 'For larger teams, with a plan tailored to how they bid.',
    price: { monthly: null, annually: null },
    status: 'coming_soon',
    tag: 'Coming Soon',
    cta: { label: 'Contact Sales', action: 'contact_sales', href: null },
    includes: 'professional',
    features: [
      favourites('enterprise'),
      watches('enterprise'),
      { software: 'search_export', text: describeCsvExport('enterprise') },
      {
        software: 'team_seats',
        text: `Team seats for up to ${seatLimitsByTier.enterprise} people`,
      },
      { software: 'audit_logs', text: 'Audit logs' },
      { service: 'account_manager' },
      { service: 'sla' },
    ],
    limits: {
      dailyActions: null,
      alertProfiles: null,
      favourites: null,
      csvExportRows: getCsvExportRowLimit('enterprise'),
    },
  },
];
