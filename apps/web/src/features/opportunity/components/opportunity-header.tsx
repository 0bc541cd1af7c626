import type { OpportunityDetail } from '@wac/contract';
import type { ReactNode } from 'react';
import { LifecycleStageLine } from '@/components/lifecycle-stage-line';
import { StatusBadge } from '@/components/status-badge';
import { Badge } from '@/components/ui/badge';
import { getSourceLabel, getSourceName } from '@/lib/source-label';
import { getStageLabel } from '@/lib/stage-label';
import {
  getSuitabilityBadges,
  humanise,
  NOT_SPECIFIED,
  type OpportunityModes,
} from '../utils/opportunity-view';

interface OpportunityHeaderProps {
  opportunity: OpportunityDetail;
  modes: OpportunityModes;
  /** The action buttons row. */
  children: ReactNode;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</dt>
      <dd className="mt-0.5 font-medium">{value}</dd>
    </div>
  );
}

/** Title, source and stage labels, category, method, statuses and suitability. */
export function OpportunityHeader({ opportunity, modes, children }: OpportunityHeaderProps) {
  const sources =
    opportunity.sources.length > 0 ? opportunity.sources : [opportunity.source_system];
  const awardStatus = modes.isAward ? humanise(opportunity.award_status) : null;
  return (
    <header className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center gap-2">
        {sources.map((source) => (
          <Badge key={source} tone="brand" className="px-2.5">
            <span title={getSourceName(source)}>{getSourceLabel(source)}</span>
          </Badge>
        ))}
        <Badge className="px-2.5">{getStageLabel(opportunity.stage)}</Badge>
        <StatusBadge status={opportunity.status} deadline={opportunity.tender_deadline_date} />
      </div>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance break-words sm:text-3xl">
        {opportunity.title || 'Untitled opportunity'}
      </h1>
      <LifecycleStageLine lifecycle={opportunity.lifecycle} className="mt-2 text-base" />
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        <Fact
          label="Main Category"
          value={humanise(opportunity.main_procurement_category) ?? NOT_SPECIFIED}
        />
        <Fact
          label="Procurement Method"
          value={humanise(opportunity.procurement_method) ?? NOT_SPECIFIED}
        />
        <Fact label="Tender Status" value={humanise(opportunity.tender_status) ?? NOT_SPECIFIED} />
        {awardStatus && <Fact label="Award Status" value={awardStatus} />}
        {opportunity.notice_type_label && (
          <Fact label="Notice Type" value={opportunity.notice_type_label} />
        )}
        <div>
          <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            Suitability
          </dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {getSuitabilityBadges(opportunity).map((badge) => (
              <Badge key={badge} tone={badge === 'None specified' ? 'neutral' : 'premium'}>
                {badge}
              </Badge>
            ))}
          </dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-line pt-5">{children}</div>
    </header>
  );
}
