import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { buildFrameworkPath } from '@/config/paths';
import { formatCount, formatDate } from '@/lib/format';
import { getFrameworksEnding } from '../api/get-frameworks-ending';

const KIND_LABELS = { framework: 'Framework', dynamic_market: 'Dynamic market' } as const;
const ENDS_BY = { max_extent: 'maximum extent', end: 'end date' } as const;

/**
 * Frameworks and dynamic markets ending within the window (issue 31): when one ends, its buyer
 * procures a new one. Not narrowed by the radar's filters, which read contracts' awards.
 */
export function RadarFrameworks({ months }: { months: number }) {
  const { data } = useQuery({
    queryKey: ['frameworks-ending', months],
    queryFn: () => getFrameworksEnding(months),
  });
  if (!data || data.total === 0) return null;
  const shown = data.frameworks.length;
  return (
    <section
      aria-labelledby="radar-frameworks"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="radar-frameworks" className="text-lg font-semibold tracking-tight">
        Frameworks ending in the next {data.months} months ({formatCount(data.total)})
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Frameworks and dynamic markets whose last possible date (their maximum extent with every
        extension, else their end date) falls in this window, soonest first; the filters above apply
        to contracts only.
        {data.total > shown && ` The first ${shown} are shown.`}
      </p>
      <ol className="mt-3 divide-y divide-line">
        {data.frameworks.map((framework) => (
          <li key={framework.id} className="py-3">
            <Link
              to={buildFrameworkPath(framework.id)}
              className="font-medium break-words text-link hover:underline"
            >
              {framework.title}
            </Link>
            <p className="text-sm text-fg-muted">
              {KIND_LABELS[framework.kind]}
              {framework.buyer_name && ` · ${framework.buyer_name}`}
              {` · Ends ${formatDate(framework.ends_at)} (${ENDS_BY[framework.ends_by]})`}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
