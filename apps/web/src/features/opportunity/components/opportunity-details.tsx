import type { OpportunityDetail } from '@wac/contract';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import type { OpportunityViewer } from '../types';
import {
  getDateRows,
  getOpportunityModes,
  getSupplierText,
  getValueSummary,
  joinBuyerAddress,
  NOT_SPECIFIED,
} from '../utils/opportunity-view';
import { hasSubmissionDetails } from '../utils/submission-details';
import { DescriptionSection } from './description-section';
import { DetailList } from './detail-list';
import { DocumentsSection } from './documents-section';
import { FrameworkNote } from './framework-note';
import { OpportunityActions } from './opportunity-actions';
import { OpportunityHeader } from './opportunity-header';
import { BuyerLink, SupplierLinks } from './organisation-links';
import { RawSourceData } from './raw-source-data';
import { SectionCard } from './section-card';
import { SubmissionDetailsSection } from './submission-details-section';
import { TimelineSection } from './timeline-section';

/** Every section of the detail page, in the spec's order. */
export function OpportunityDetails({
  opportunity,
  viewer,
  bidDecision,
  brief,
  insideDocuments,
}: {
  opportunity: OpportunityDetail;
  viewer: OpportunityViewer;
  /** The workspace's bid decision (win probability, scorecard), for plans that have it. */
  bidDecision?: ReactNode;
  /** The brief read from the tender documents, for plans that have it. */
  brief?: ReactNode;
  /** The documents' text and the pages holding the searched words (issue 32). */
  insideDocuments?: ReactNode;
}) {
  const modes = getOpportunityModes(opportunity);
  const value = getValueSummary(opportunity);
  const hasDocuments = opportunity.additional_documents.length > 0;

  return (
    // Portal text holds unbroken words and long links: wrap them anywhere rather than widen
    // the page (phones must never scroll sideways).
    <PageContainer className="space-y-6 wrap-anywhere">
      <OpportunityHeader opportunity={opportunity} modes={modes}>
        <OpportunityActions opportunity={opportunity} viewer={viewer} />
      </OpportunityHeader>
      <FrameworkNote opportunityId={opportunity.id} />

      {/* Value and dates come first for screen readers, and sit in the right column on wide screens. */}
      {/* grid-cols-1 (minmax(0, 1fr)): one column may not grow past the screen with its content. */}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-3">
        <SectionCard
          title="Value and Dates"
          className="lg:sticky lg:top-20 lg:col-start-3 lg:row-start-1"
        >
          <div className="mb-5 rounded-xl bg-brand-soft px-4 py-3 text-brand-soft-fg">
            <p className="text-xs font-semibold tracking-wide uppercase">{value.label}</p>
            <p className="mt-1 text-2xl font-bold tracking-tight">{value.value}</p>
          </div>
          <DetailList rows={getDateRows(opportunity, modes)} columns={1} />
        </SectionCard>

        <div className="min-w-0 space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          <SectionCard title="Buyer and Supplier">
            <DetailList
              rows={[
                {
                  label: 'Buyer',
                  value: opportunity.buyer_name?.trim() || NOT_SPECIFIED,
                  content: <BuyerLink opportunity={opportunity} />,
                },
                { label: 'Buyer Address', value: joinBuyerAddress(opportunity) ?? NOT_SPECIFIED },
                {
                  label: 'Supplier',
                  value: getSupplierText(opportunity),
                  content: <SupplierLinks opportunity={opportunity} />,
                },
              ]}
            />
          </SectionCard>

          {bidDecision && <SectionCard title="Bid Decision">{bidDecision}</SectionCard>}

          {hasSubmissionDetails(opportunity) && (
            <SubmissionDetailsSection opportunity={opportunity} />
          )}

          <DescriptionSection opportunity={opportunity} />
          <DocumentsSection opportunity={opportunity} viewer={viewer} />
          {/* A notice that published no documents has nothing to read: the Documents card
              already says so, and a brief or matches section would only repeat it. */}
          {hasDocuments && brief && <SectionCard title="Brief">{brief}</SectionCard>}
          {hasDocuments && insideDocuments && (
            <SectionCard title="Inside the Documents">{insideDocuments}</SectionCard>
          )}
          <TimelineSection opportunityId={opportunity.id} />
          {viewer.isStaff && <RawSourceData rawReleases={opportunity.raw_release_json} />}
        </div>
      </div>
    </PageContainer>
  );
}
