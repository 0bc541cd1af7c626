import { Outlet, ScrollRestoration } from 'react-router';
import { useRememberLastSearch } from '@/features/search/hooks/use-remember-last-search';
import { SiteHeader } from './header/site-header';
import { NavigationProgress } from './navigation-progress';
import { RedirectNotice } from './redirect-notice';
import { SampleDataBanner } from './sample-data-banner';
import { SiteFooter } from './site-footer';

/** Header, page, footer: the frame every route renders inside. */
export function RootLayout() {
  useRememberLastSearch();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:font-medium focus:shadow-lg"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <SiteHeader />
      <SampleDataBanner />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <RedirectNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
