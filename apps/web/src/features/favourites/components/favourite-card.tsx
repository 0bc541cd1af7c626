import type { Favourite } from '@wac/contract';
import { Link } from 'react-router';
import { FavouriteButton } from '@/components/favourite-button';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { buildOpportunityPath } from '@/config/paths';
import { formatDate, formatDateTimeUk } from '@/lib/format';
import { getSourceLabel } from '@/lib/source-label';
import { getStageLabel } from '@/lib/stage-label';
import { describeValue, previewDescription } from '../utils/card-text';

function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className="text-sm font-medium text-fg">{value}</dd>
    </div>
  );
}

/** One saved opportunity, with the search card's fields (public-area.md section 2). */
export function FavouriteCard({ favourite }: { favourite: Favourite }) {
  const { opportunity } = favourite;
  const value = describeValue(opportunity);
  return (
    <article className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="mb-2 flex flex-wrap items-center gap-2">
            <Badge tone="brand">{getSourceLabel(opportunity.source_system)}</Badge>
            <Badge>{getStageLabel(opportunity.stage)}</Badge>
            <StatusBadge status={opportunity.status} deadline={opportunity.tender_deadline_date} />
            <span className="font-mono text-xs text-fg-muted">{opportunity.id}</span>
          </div>
          <h2 className="text-lg font-semibold leading-snug text-balance">
            <Link
              to={buildOpportunityPath(opportunity.id)}
              className="text-fg hover:text-link hover:underline underline-offset-4"
            >
              {opportunity.title || 'Untitled opportunity'}
            </Link>
          </h2>
          {opportunity.buyer_name && (
            <p className="mt-1 text-sm text-fg-muted">{opportunity.buyer_name}</p>
          )}
          {opportunity.cpv_label && (
            <p className="mt-0.5 text-sm text-fg-muted">{opportunity.cpv_label}</p>
          )}
        </div>
        <FavouriteButton opportunityId={opportunity.id} isFavourited />
      </div>
      {opportunity.description && (
        <p className="mt-3 text-sm text-fg-muted text-pretty">
          {previewDescription(opportunity.description)}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Fact label={value?.label ?? 'Value'} value={value?.text ?? 'Not specified'} />
        <Fact label="Released" value={formatDate(opportunity.release_date)} />
        <Fact label="Deadline" value={formatDateTimeUk(opportunity.tender_deadline_date)} />
        <Fact label="Supplier" value={opportunity.supplier_name} />
      </dl>
    </article>
  );
}
