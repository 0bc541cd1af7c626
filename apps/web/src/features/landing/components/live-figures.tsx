import { formatCount } from '@/lib/format';
import { getSourceLabel, getSourceName } from '@/lib/source-label';
import { useSiteStats } from '../hooks/use-site-stats';
import { formatHeadlineGbp } from '../utils/format-figures';

interface Figure {
  label: string;
  value: string | undefined;
}

/**
 * Open opportunities, their value and this week's new notices, from GET /api/stats/, then the
 * open opportunities of each portal.
 */
export function LiveFigures() {
  const { data, isError } = useSiteStats();
  if (isError) return null;
  const figures: Figure[] = [
    { label: 'Open opportunities', value: data && formatCount(data.open_opportunities) },
    { label: 'Total value open to bid', value: data && formatHeadlineGbp(data.open_value_gbp) },
    { label: 'New this week', value: data && formatCount(data.new_this_week) },
  ];
  return (
    <>
      <dl
        aria-busy={!data}
        className="mx-auto mt-10 grid max-w-3xl grid-cols-3 gap-2 text-center sm:gap-3"
      >
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="rounded-xl border border-line bg-surface/80 px-2 py-3 sm:px-4 sm:py-4"
          >
            <dt className="text-xs text-fg-muted sm:text-sm">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold tracking-tight text-fg tabular-nums sm:text-2xl">
              {figure.value ?? (
                <span className="mx-auto block h-8 w-24 motion-safe:animate-pulse rounded bg-surface-muted">
                  <span className="sr-only">Loading</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {data && data.open_by_source.length > 0 && (
        <p className="mx-auto mt-3 max-w-3xl text-center text-xs text-fg-muted sm:text-sm">
          <span>Open now by portal: </span>
          {data.open_by_source.map((portal, index) => (
            <span key={portal.source_system} className="whitespace-nowrap">
              {index > 0 && ' · '}
              <abbr title={getSourceName(portal.source_system)} className="no-underline">
                {getSourceLabel(portal.source_system)}
              </abbr>{' '}
              <span className="tabular-nums">{formatCount(portal.open_opportunities)}</span>
            </span>
          ))}
        </p>
      )}
    </>
  );
}
