import { Link, useLocation } from 'react-router';
import { WacLogo } from '@/components/brand/wac-logo';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import { LOGO_TOOLTIP_DELAY_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useLastSearchUrl } from '@/features/search/utils/last-search-url';

interface LogoTarget {
  to: string;
  /** Shown as a tooltip and used in the link's accessible name; none on the home page. */
  hint?: string;
}

/**
 * Home page: nothing to do. Search page: start a fresh search. Elsewhere: return to the last
 * search of this tab, or go home if there was none.
 */
function getLogoTarget(pathname: string, lastSearchUrl: string | null): LogoTarget {
  if (pathname === paths.home) return { to: paths.home };
  if (pathname === paths.search) return { to: paths.search, hint: 'Clear search and start again' };
  if (lastSearchUrl) return { to: lastSearchUrl, hint: 'Return to Your Search' };
  return { to: paths.home, hint: 'Go to the home page' };
}

export function HeaderLogoLink() {
  const { pathname } = useLocation();
  const { to, hint } = getLogoTarget(pathname, useLastSearchUrl());
  const link = (
    <Link
      to={to}
      aria-label={hint ? `WAC: ${hint}` : 'WAC home'}
      aria-current={pathname === paths.home ? 'page' : undefined}
      className="flex shrink-0 items-center rounded-lg"
    >
      <WacLogo />
    </Link>
  );
  if (!hint) return link;
  return (
    <DeferredTooltip content={hint} delayDuration={LOGO_TOOLTIP_DELAY_MS} align="start">
      {link}
    </DeferredTooltip>
  );
}
