import { buildCsvExportFileName, getCsvExportRowLimit, SEARCH_EXPORT_PATH } from '@wac/contract';
import { FileDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { ExportCsvButton } from '@/components/export-csv-button';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { buildLoginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

/**
 * "Export CSV" on the search screen (ADR 0093): the whole current search, every page, up to the
 * plan's row limit. Plans without search exports (and signed-out visitors) are shown the way to
 * one: the pricing table, which states each plan's limit, or the login page. Their button wears
 * the Premium badge (as the user menu's My Alert Profiles does), so the detour is no surprise.
 */
export function ExportSearchButton() {
  const { user, isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  if (!isAuthenticated || getCsvExportRowLimit(user?.tier) === 0) {
    return (
      <ButtonLink
        to={isAuthenticated ? paths.pricing : buildLoginPath({ next: `${pathname}${search}` })}
        variant="secondary"
        size="sm"
        title="CSV export is part of our paid plans"
      >
        <FileDown aria-hidden className="size-4" />
        Export CSV
        <Badge tone="premium">Premium</Badge>
      </ButtonLink>
    );
  }
  const query = new URLSearchParams(search);
  query.delete('page');
  return (
    <ExportCsvButton
      path={`${SEARCH_EXPORT_PATH}?${query}`}
      fallbackName={buildCsvExportFileName('search')}
      size="sm"
    />
  );
}
