import type { OpportunityDetail } from '@wac/contract';
import { withOccurrenceKeys } from '../utils/documents';
import { getCriteriaView, getSubmissionRows } from '../utils/submission-details';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

function AwardCriteria({ opportunity }: { opportunity: OpportunityDetail }) {
  const view = getCriteriaView(opportunity.award_criteria_details);
  return (
    <div className="mt-6">
      <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
        Award Criteria
      </h3>
      {view.kind === 'text' ? (
        <p className="mt-1 break-words whitespace-pre-line">{view.text}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
          {withOccurrenceKeys(view.items, (item) => item.name).map(({ item, key }) => (
            <li key={key} className="flex items-center justify-between gap-4 px-3 py-2">
              <span className="min-w-0 break-words">{item.name}</span>
              <span className="shrink-0 text-sm font-semibold text-fg-muted">{item.weight}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Shown only when a deadline, instructions or award criteria exist (the caller checks). */
export function SubmissionDetailsSection({ opportunity }: { opportunity: OpportunityDetail }) {
  return (
    <SectionCard title="Submission Details">
      <DetailList rows={getSubmissionRows(opportunity)} />
      <AwardCriteria opportunity={opportunity} />
    </SectionCard>
  );
}
