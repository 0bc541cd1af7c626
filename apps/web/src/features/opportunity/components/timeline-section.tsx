import { useQuery } from '@tanstack/react-query';
import type { ProcurementTimeline, TimelineEntry } from '@wac/contract';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buildOpportunityPath } from '@/config/paths';
import { useSiteConfig } from '@/hooks/use-site-config';
import { formatDateTimeUk } from '@/lib/format';
import { getSourceName } from '@/lib/source-label';
import { getTimeline, getTimelineQueryKey } from '../api/get-timeline';
import { isSafeHttpUrl } from '../utils/documents';
import {
  describeQuietNotice,
  describeTimelineChange,
  describeTimelineDates,
  describeTimelineNotice,
} from '../utils/timeline-text';
import { SectionCard } from './section-card';

function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const lines = [...entry.changes.map(describeTimelineChange), ...describeTimelineDates(entry)];
  return (
    <li className="relative border-l-2 border-line pb-5 pl-5 last:pb-0">
      <span
        aria-hidden
        className="absolute top-1.5 -left-[7px] size-3 rounded-full border-2 border-surface bg-brand"
      />
      <p className="text-sm text-fg-muted">
        {formatDateTimeUk(entry.published_at) ?? 'Date not stated'} ·{' '}
        {getSourceName(entry.source_system)}
      </p>
      <p className="font-medium">
        {isSafeHttpUrl(entry.notice_url) ? (
          <a
            href={entry.notice_url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-link underline underline-offset-2 hover:no-underline"
          >
            {describeTimelineNotice(entry)}
            <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          describeTimelineNotice(entry)
        )}
      </p>
      {lines.length === 0 && <p className="text-sm text-fg-muted">{describeQuietNotice(entry)}</p>}
      {lines.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

function RelatedProcesses({ related }: { related: ProcurementTimeline['related'] }) {
  if (related.length === 0) return null;
  return (
    <div className="mt-5 border-t border-line pt-4">
      <h3 className="text-sm font-semibold">Related procurements</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {related.map((process) => (
          <li key={process.identifier}>
            {process.wac_id ? (
              <Link
                to={buildOpportunityPath(process.wac_id)}
                className="text-link underline underline-offset-2 hover:no-underline"
              >
                {process.title ?? process.identifier}
              </Link>
            ) : (
              <span>{process.title ?? process.identifier}</span>
            )}
            {process.relationship.length > 0 && (
              <span className="text-fg-muted"> ({process.relationship.join(', ')})</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every notice of the procurement in order and what each changed (issue 31, ADR 0178). */
export function TimelineSection({ opportunityId }: { opportunityId: string }) {
  const timeline = useQuery({
    queryKey: getTimelineQueryKey(opportunityId),
    queryFn: () => getTimeline(opportunityId),
  });
  // Generated sample opportunities have no notices behind them (ADR 0145): say so, rather than
  // that WAC holds none beside a notice type and a notice link.
  const isSampleData = useSiteConfig().data?.is_sample_data ?? false;
  return (
    <SectionCard title="Timeline">
      {timeline.isPending && <p className="text-sm text-fg-muted">Loading the notices…</p>}
      {timeline.isError && (
        <p role="alert" className="text-sm">
          The notices could not be loaded. Reload the page to try again.
        </p>
      )}
      {timeline.data && timeline.data.entries.length === 0 && (
        <p className="text-sm text-fg-muted">
          {isSampleData
            ? 'This is generated sample data: it has no published notices to list.'
            : 'WAC holds no published notices for this opportunity.'}
        </p>
      )}
      {timeline.data && timeline.data.entries.length > 0 && (
        <ol aria-label="Notices, oldest first">
          {timeline.data.entries.map((entry) => (
            <TimelineItem key={`${entry.ocid}/${entry.release_id}`} entry={entry} />
          ))}
        </ol>
      )}
      {timeline.data && <RelatedProcesses related={timeline.data.related} />}
    </SectionCard>
  );
}
