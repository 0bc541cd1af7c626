import type { ComponentType } from 'react';
import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { paths } from '@/config/paths';
import type { RedirectNoticeState } from '@/hooks/use-redirect-notice';
import { setLimitExceededRedirectHandler } from '@/lib/api-client';
import { RootLayout } from './layout/root-layout';
import { RouteErrorBoundary } from './layout/route-error-boundary';

/** A page whose code is split into its own chunk and loaded on first visit. */
function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The catch-all route: every path no page claims shows the not-found page. */
const NOT_FOUND_PATTERN = '*';

/**
 * Every client route (public-area.md and account-area.md section 2). To add a page: create
 * src/app/routes/<page>.tsx with a default export that sets usePageMeta and renders the
 * feature's page component, then list it here.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        // Keeps the header and footer up while the first page's chunk loads.
        HydrateFallback: PageLoading,
        children: [
          { index: true, ...lazyPage(() => import('./routes/home')) },
          { path: paths.search, ...lazyPage(() => import('./routes/search')) },
          {
            path: paths.opportunity,
            ...lazyPage(() => import('./routes/opportunity')),
          },
          { path: paths.documentPage, ...lazyPage(() => import('./routes/document-reader')) },
          { path: paths.leaderboards, ...lazyPage(() => import('./routes/leaderboards')) },
          { path: paths.buyer, ...lazyPage(() => import('./routes/buyer')) },
          { path: paths.supplier, ...lazyPage(() => import('./routes/supplier')) },
          { path: paths.radar, ...lazyPage(() => import('./routes/radar')) },
          { path: paths.login, ...lazyPage(() => import('./routes/login')) },
          { path: paths.register, ...lazyPage(() => import('./routes/register')) },
          { path: paths.verifyEmail, ...lazyPage(() => import('./routes/verify-email')) },
          { path: '/auth/confirm-email/:key', ...lazyPage(() => import('./routes/confirm-email')) },
          { path: paths.passwordReset, ...lazyPage(() => import('./routes/password-reset')) },
          { path: paths.signInLink, ...lazyPage(() => import('./routes/sign-in-link')) },
          {
            path: '/auth/password-reset/confirm/:uidb64/:token',
            ...lazyPage(() => import('./routes/password-reset-confirm')),
          },
          { path: paths.about, ...lazyPage(() => import('./routes/about')) },
          { path: paths.contact, ...lazyPage(() => import('./routes/contact')) },
          { path: paths.pricing, ...lazyPage(() => import('./routes/pricing')) },
          { path: paths.privacy, ...lazyPage(() => import('./routes/privacy')) },
          { path: paths.coverage, ...lazyPage(() => import('./routes/coverage')) },
          // The spec lists both /account and /account/profile for the profile page.
          { path: paths.account, ...lazyPage(() => import('./routes/account-profile')) },
          { path: paths.accountProfile, ...lazyPage(() => import('./routes/account-profile')) },
          { path: paths.favourites, ...lazyPage(() => import('./routes/favourites')) },
          { path: paths.staffSources, ...lazyPage(() => import('./routes/staff-sources')) },
          { path: paths.alerts, ...lazyPage(() => import('./routes/alerts')) },
          { path: paths.following, ...lazyPage(() => import('./routes/account-following')) },
          { path: paths.alertUnsubscribe, ...lazyPage(() => import('./routes/alert-unsubscribe')) },
          { path: paths.workspaceInvite, ...lazyPage(() => import('./routes/workspace-invite')) },
          { path: paths.pipeline, ...lazyPage(() => import('./routes/pipeline')) },
          { path: paths.pipelineItem, ...lazyPage(() => import('./routes/pipeline-item')) },
          { path: paths.workspaces, ...lazyPage(() => import('./routes/workspaces')) },
          { path: paths.workspace, ...lazyPage(() => import('./routes/workspace-settings')) },
          {
            path: paths.workspaceAnalytics,
            ...lazyPage(() => import('./routes/workspace-analytics')),
          },
          { path: paths.workspaceAudit, ...lazyPage(() => import('./routes/workspace-audit')) },
          { path: paths.paymentSuccess, ...lazyPage(() => import('./routes/payment-success')) },
          { path: paths.paymentCancelled, ...lazyPage(() => import('./routes/payment-cancelled')) },
          { path: NOT_FOUND_PATTERN, ...lazyPage(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/**
 * Whether a page of the app lives at `pathname` (the not-found page does not count). The server
 * answers every other path 404, with the app that shows the not-found page (ADR 0050).
 */
export function isKnownPage(pathname: string): boolean {
  const deepest = matchRoutes(routes, pathname)?.at(-1);
  return deepest !== undefined && deepest.route.path !== NOT_FOUND_PATTERN;
}

let appRouter: DataRouter | undefined;

/**
 * Loads the code of the pages matching `url` into their route objects. A page rendered on the
 * server (ADR 0048) must be hydrated by exactly the same components, so its lazy modules are
 * resolved before the browser router is created; otherwise the router would first render the
 * HydrateFallback and the markup would not match.
 */
export async function resolveLazyRoutes(url: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, url) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * The browser router, created once. A page rendered on the server carries no router state (no
 * route has a loader); its lazy routes are resolved first (resolveLazyRoutes).
 */
export function createAppRouter(): DataRouter {
  appRouter ??= createBrowserRouter(routes);
  return appRouter;
}

/**
 * Resolves once the first page's code has loaded. Rendering only then paints the header, footer
 * and page together: no loading placeholder first and no second layout pass, which is most of the
 * landing page's Largest Contentful Paint on a slow CPU (docs/decisions/0046).
 */
export function whenFirstPageIsReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// A LIMIT_EXCEEDED answer names where to go (usually /pricing): stay in the app when we can,
// and take the server's explanation along for that page to show (ADR 0053).
setLimitExceededRedirectHandler((url, message) => {
  const isInternal = url.startsWith('/') && !url.startsWith('//');
  const state: RedirectNoticeState = { redirectNotice: message };
  if (isInternal && appRouter) void appRouter.navigate(url, { state });
  else window.location.assign(url);
});
