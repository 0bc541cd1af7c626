import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import { toFastifyTrustProxy } from './config/trust-proxy';
import { authContextPlugin } from './http/auth-context';
import { compressionOptions } from './http/compression';
import { collectWebScriptHashes, securityHeaderOptions } from './http/content-security-policy';
import { registerErrorHandler } from './http/error-handler';
import {
  answerClientError,
  answerFrameworkError,
  MAX_PATH_PARAMETER_LENGTH,
} from './http/framework-errors';
import { rateLimitPluginOptions } from './http/pg-rate-limit-store';
import { SlowRequestLog } from './http/request-log';
import { routeInventory } from './http/route-inventory';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticWeb } from './http/static-web';
import { alertProfilesRoutes } from './modules/alerts/alert-profiles.routes';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes';
import { apiKeyAuthPlugin } from './modules/api-keys/api-key-auth';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { deleteAccountRoutes } from './modules/auth/delete-account.routes';
import { signInLinkRoutes } from './modules/auth/sign-in-link.routes';
import { bidScorecardRoutes } from './modules/bid-scorecard';
import { plansRoutes } from './modules/billing/plans.routes';
import { stripeRoutes } from './modules/billing/stripe.routes';
import { calendarFeedRoutes, calendarFileRoutes } from './modules/calendar/calendar-feed.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { coverageRoutes } from './modules/coverage/coverage.routes';
import { cpvRoutes } from './modules/cpv/cpv.routes';
import { documentBriefRoutes } from './modules/document-brief';
import { documentsRoutes, registerDocumentsMetrics } from './modules/documents';
import { registerEmailMetrics } from './modules/email/email-metrics';
import { changeEmailsRoutes } from './modules/favourite-changes/change-emails.routes';
import { favouritesRoutes } from './modules/favourites/favourites.routes';
import { followsRoutes } from './modules/follows/follows.routes';
import {
  frameworksRoutes,
  opportunityFrameworkRoutes,
  supplierFrameworkRoutes,
} from './modules/frameworks';
import { healthRoutes } from './modules/health/health.routes';
import { readinessRoutes } from './modules/health/readiness.routes';
import { registerSyncMetrics } from './modules/ingest/sync-metrics';
import { leaderboardsRoutes } from './modules/leaderboards/leaderboards.routes';
import { mcpRoutes } from './modules/mcp/mcp.routes';
import { type MetricsRegistration, metricsRoutes } from './modules/metrics';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes';
import { organisationRoutes } from './modules/organisations/organisations.routes';
import { pipelineRoutes } from './modules/pipeline';
import { profileRoutes } from './modules/profile/profile.routes';
import { proposalTemplatesRoutes } from './modules/proposal-templates';
import { radarRoutes } from './modules/radar/radar.routes';
import { searchRoutes } from './modules/search/search.routes';
import { registerSearchMetrics } from './modules/search/search-metrics';
import { listMapSourceOrigins } from './modules/site/map-sources';
import { siteRoutes } from './modules/site/site.routes';
import { siteContentRoutes } from './modules/site/site-content.routes';
import { usageRoutes } from './modules/usage/usage.routes';
import { watchesRoutes } from './modules/watches';
import { webhooksRoutes } from './modules/webhooks';
import { winProbabilityRoutes } from './modules/win-probability';
import { workspaceInsightsRoutes } from './modules/workspace-insights';
import { workspacesRoutes } from './modules/workspaces';

export type BuildAppOptions = {
  deps: AppDeps;
  /** A pino instance to share with the rest of the process; silent when omitted. */
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** Serve the built web app from env.WEB_DIST_DIR (off in API-only tests). */
  serveWeb?: boolean;
};

/** Each module's part of /metrics, one line each: metrics never imports a feature (ADR 0191). */
const METRICS_REGISTRATIONS: readonly MetricsRegistration[] = [
  registerSyncMetrics,
  registerEmailMetrics,
  registerSearchMetrics,
  registerDocumentsMetrics,
];

/** Builds the Fastify app: security headers, compression, the API under /api, then the SPA. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: false }),
    trustProxy: toFastifyTrustProxy(options.deps.env.TRUST_PROXY),
    // Only slow and failed requests are logged (request-log.ts, ADR 0126).
    logController: new SlowRequestLog(),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAMETER_LENGTH },
    // Errors raised before any route runs get the envelope too (framework-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.decorate('deps', options.deps);
  registerErrorHandler(app);
  await app.register(routeInventory);
  // First, so its latency hook sees every route (docs/operations.md, ADR 0079).
  await app.register(metricsRoutes, { registrations: METRICS_REGISTRATIONS });

  // Served web build (none in API-only tests): its inline scripts' hashes go into the CSP.
  const webDistDir = options.serveWeb === false ? undefined : options.deps.env.WEB_DIST_DIR;
  const webScriptHashes = await collectWebScriptHashes(webDistDir);
  // Worked out once, set on every response (ADR 0126).
  registerSecurityHeaders(
    app,
    securityHeaderOptions(webScriptHashes, listMapSourceOrigins(options.deps.env)),
  );
  // Buffered answers compressed in one remembered call each (ADR 0126).
  await app.register(fastifyCompress, compressionOptions());
  // Per-route limits (auth, contact) opt in with `config.rateLimit`; every count, theirs and
  // `app.createRateLimit`'s, lives in PostgreSQL, shared by all API processes.
  await app.register(fastifyRateLimit, rateLimitPluginOptions(options.deps.db, app.log));

  await app.register(authContextPlugin);
  // After the session: a `Bearer wac_...` key stands in for it on the routes keys may call.
  await app.register(apiKeyAuthPlugin);

  // Each module registers its routes here, one line each.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(readinessRoutes, { prefix: '/ready' });
      await api.register(plansRoutes, { prefix: '/plans' });
      await api.register(stripeRoutes, { prefix: '/stripe' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(deleteAccountRoutes, { prefix: '/auth' });
      await api.register(signInLinkRoutes, { prefix: '/auth' });
      await api.register(profileRoutes, { prefix: '/profile' });
      await api.register(apiKeysRoutes, { prefix: '/api-keys' });
      await api.register(favouritesRoutes, { prefix: '/favourites' });
      await api.register(changeEmailsRoutes, { prefix: '/favourites/change-emails' });
      await api.register(watchesRoutes, { prefix: '/watches' });
      await api.register(alertProfilesRoutes, { prefix: '/alert-profiles' });
      await api.register(calendarFeedRoutes, { prefix: '/calendar-feed' });
      await api.register(calendarFileRoutes, { prefix: '/calendar' });
      await api.register(usageRoutes, { prefix: '/usage' });
      await api.register(searchRoutes, { prefix: '/search' });
      await api.register(cpvRoutes, { prefix: '/cpv' });
      await api.register(opportunitiesRoutes, { prefix: '/opportunities' });
      await api.register(documentBriefRoutes, { prefix: '/opportunities' });
      await api.register(documentsRoutes, { prefix: '/opportunities' });
      await api.register(leaderboardsRoutes, { prefix: '/leaderboards' });
      await api.register(organisationRoutes('buyer'), { prefix: '/buyers' });
      await api.register(organisationRoutes('supplier'), { prefix: '/suppliers' });
      await api.register(followsRoutes, { prefix: '/follows' });
      await api.register(radarRoutes, { prefix: '/radar' });
      await api.register(frameworksRoutes, { prefix: '/frameworks' });
      await api.register(opportunityFrameworkRoutes, { prefix: '/opportunities' });
      await api.register(supplierFrameworkRoutes, { prefix: '/suppliers' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(coverageRoutes, { prefix: '/coverage' });
      await api.register(workspacesRoutes, { prefix: '/workspaces' });
      await api.register(pipelineRoutes, { prefix: '/workspaces' });
      await api.register(webhooksRoutes, { prefix: '/webhooks' });
      await api.register(winProbabilityRoutes, { prefix: '/workspaces' });
      await api.register(bidScorecardRoutes, { prefix: '/workspaces' });
      await api.register(proposalTemplatesRoutes, { prefix: '/workspaces' });
      await api.register(workspaceInsightsRoutes, { prefix: '/workspaces' });
      await api.register(siteRoutes);
      await api.register(siteContentRoutes);
      await api.register(apiDocsRoutes);
    },
    { prefix: '/api' },
  );

  // The MCP server for AI assistants, over the API above (ADR 0211).
  await app.register(mcpRoutes);

  await registerStaticWeb(app, webDistDir ?? '/nonexistent');
  return app;
}
