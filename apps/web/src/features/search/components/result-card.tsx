import type { SearchResult } from '@wac/contract';
import { Link } from 'react-router';
import { AddToPipelineButton } from '@/components/add-to-pipeline-button';
import { HighlightedText } from '@/components/highlighted-text';
import { LifecycleStageLine } from '@/components/lifecycle-stage-line';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { buildBuyerPath, buildSupplierPath } from '@/config/paths';
import { formatDate, formatDateTimeUk } from '@/lib/format';
import { getSourceLabel, getSourceName } from '@/lib/source-label';
import { getStageLabel } from '@/lib/stage-label';
import { describeMatch } from '../utils/match-line';
import {
  describeResultSuppliers,
  describeResultValue,
  previewDescription,
} from '../utils/result-card-text';
import { DocumentMatchLine, ResultFavouriteButton, ResultTitleLink } from './result-parts';

function Fact({
  label,
  value,
  to,
  more,
}: {
  label: string;
  value: string | null;
  to?: string;
  /** Words after the value, outside its link ("and 4 others"). */
  more?: string | null;
}) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium break-words text-fg">
        {value && to ? (
          <Link to={to} className="text-link underline-offset-4 hover:underline">
            {value}
          </Link>
        ) : (
          (value ?? 'Not specified')
        )}
        {value && more && <span className="font-normal text-fg-muted"> {more}</span>}
      </dd>
    </div>
  );
}

interface ResultCardProps {
  result: SearchResult;
  onFavouriteChange: (opportunityId: string, isFavourited: boolean) => void;
}

/**
 * One search result: every card field of section 2, the title linking to the detail page, its
 * status and main CPV code in words, and why it matched (issue 17): the keyword's words marked
 * in the title and in a passage of the description, and the CPV codes and regions searched for.
 */
export function ResultCard({ result, onFavouriteChange }: ResultCardProps) {
  const value = describeResultValue(result);
  const suppliers = describeResultSuppliers(result);
  const { match } = result;
  const matchLine = describeMatch(match);
  return (
    <article className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <Badge tone="brand">
              <abbr title={getSourceName(result.source_system)} className="no-underline">
                {getSourceLabel(result.source_system)}
              </abbr>
            </Badge>
            <Badge>{getStageLabel(result.stage)}</Badge>
            <StatusBadge status={result.status} deadline={result.tender_deadline_date} />
          </div>
          <h3 className="text-lg leading-snug font-semibold text-balance break-words">
            <ResultTitleLink result={result} />
          </h3>
          <p className="mt-1 text-sm text-fg-muted">
            {result.buyer_name && result.buyer_organisation_id !== null ? (
              <Link
                to={buildBuyerPath(result.buyer_organisation_id)}
                className="text-link underline-offset-4 hover:underline"
              >
                {result.buyer_name}
              </Link>
            ) : (
              (result.buyer_name ?? 'Buyer not specified')
            )}
          </p>
          <LifecycleStageLine lifecycle={result.lifecycle} className="mt-1" />
          {result.cpv_label && (
            <p className="mt-0.5 text-sm text-fg-muted">
              <span className="sr-only">Main CPV code: </span>
              {result.cpv_label} <span className="font-mono text-xs">({result.cpv_code})</span>
            </p>
          )}
        </div>
        <ResultFavouriteButton result={result} onFavouriteChange={onFavouriteChange} />
      </div>
      {match?.fragment ? (
        <p className="mt-3 text-sm break-words text-fg-muted text-pretty">
          <span aria-hidden>… </span>
          <HighlightedText segments={match.fragment} />
          <span aria-hidden> …</span>
        </p>
      ) : (
        result.description && (
          <p className="mt-3 text-sm break-words text-fg-muted text-pretty">
            {previewDescription(result.description)}
          </p>
        )
      )}
      {matchLine && <p className="mt-2 text-sm font-medium text-fg">{matchLine}</p>}
      <DocumentMatchLine result={result} />
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 lg:grid-cols-4">
        <Fact label={value?.label ?? 'Value'} value={value?.text ?? null} />
        <Fact label="Released" value={formatDate(result.release_date)} />
        <Fact label="Deadline" value={formatDateTimeUk(result.tender_deadline_date)} />
        <Fact
          label="Supplier"
          value={suppliers?.first ?? null}
          more={suppliers?.others}
          to={
            result.supplier_organisation_id === null
              ? undefined
              : buildSupplierPath(result.supplier_organisation_id)
          }
        />
      </dl>
      <AddToPipelineButton
        opportunityId={result.opportunity_id}
        placements={result.pipeline_items}
        className="mt-3"
      />
    </article>
  );
}
