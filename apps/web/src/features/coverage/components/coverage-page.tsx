import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { formatDateTimeUk } from '@/lib/format';
import { useCoverage } from '../hooks/use-coverage';
import { PortalCoverageCard } from './portal-coverage-card';

/**
 * `/coverage` (issue 28): what WAC holds from each portal and how current it is, so a reader
 * can judge whether anything is missed. Every figure comes from GET /api/coverage/.
 */
export function CoveragePage() {
  const coverage = useCoverage();
  const data = coverage.data;
  return (
    <PageContainer className="space-y-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Coverage of the portals</h1>
        <p className="max-w-3xl text-fg-muted">
          WAC copies the notices of four government portals. Here is how current each copy is: when
          it last synced, which period it holds without a gap, the newest notice it holds, how many
          notices arrived each day, and any period that failed to download and is being retried.
        </p>
        {data && (
          <p className="text-sm text-fg-muted">
            As of {formatDateTimeUk(data.generated_at)}; refreshed every minute while this page is
            open.
          </p>
        )}
      </div>
      {coverage.isPending && <PageLoading />}
      {coverage.isError && (
        <Alert tone="error">The coverage could not be loaded: {coverage.error.message}</Alert>
      )}
      {data?.is_sample_data && (
        <Alert tone="info" title="Sample data is shown">
          <p>
            The opportunities in{' '}
            <Link to={paths.defaultSearch} className="underline underline-offset-2">
              search
            </Link>{' '}
            are generated examples, not portal notices, until the first sync brings live data. The
            figures below count only notices stored from the portals.
          </p>
        </Alert>
      )}
      {data && (
        <div className="grid gap-6 lg:grid-cols-2">
          {data.portals.map((portal) => (
            <PortalCoverageCard
              key={portal.source_system}
              portal={portal}
              generatedAt={data.generated_at}
            />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
