import type { SearchResult } from '@wac/contract';
import { StatusBadge } from '@/components/status-badge';
import { formatDate } from '@/lib/format';
import { getSourceLabel, getSourceName } from '@/lib/source-label';
import { describeResultValue } from '../utils/result-card-text';
import { ResultFavouriteButton, ResultTitleLink } from './result-parts';

interface ResultRowProps {
  result: SearchResult;
  onFavouriteChange: (opportunityId: string, isFavourited: boolean) => void;
}

/**
 * One result in the compact list (issue 17): two lines, title and status on the first; buyer,
 * value, deadline and source on the second, so a laptop screen shows ten or more at once.
 */
export function ResultRow({ result, onFavouriteChange }: ResultRowProps) {
  const value = describeResultValue(result);
  const deadline = formatDate(result.tender_deadline_date);
  return (
    <article className="flex items-center gap-3 py-1 pr-1.5 pl-3">
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h3 className="min-w-0 truncate text-sm leading-5 font-semibold">
            <ResultTitleLink result={result} />
          </h3>
          <StatusBadge status={result.status} deadline={result.tender_deadline_date} />
        </div>
        <p className="flex min-w-0 gap-x-3 truncate text-xs leading-4 text-fg-muted">
          <span className="truncate">{result.buyer_name ?? 'Buyer not specified'}</span>
          <span className="shrink-0">
            {value ? `${value.label}: ${value.text}` : 'Value not specified'}
          </span>
          <span className="shrink-0">{deadline ? `Deadline: ${deadline}` : 'No deadline'}</span>
          <abbr title={getSourceName(result.source_system)} className="shrink-0 no-underline">
            {getSourceLabel(result.source_system)}
          </abbr>
        </p>
      </div>
      <ResultFavouriteButton
        result={result}
        onFavouriteChange={onFavouriteChange}
        className="size-8"
      />
    </article>
  );
}
