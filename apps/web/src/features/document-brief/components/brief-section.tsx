import type { OpportunityBriefResponse } from '@wac/contract';
import { BRIEF_FIELD_GROUPS } from '@wac/contract/document-brief-fields';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-error';
import { useOpportunityBrief } from '../hooks/use-opportunity-brief';
import { BriefItem } from './brief-item';

/**
 * The brief read from an opportunity's tender documents (issue 32): each item with the sentence
 * it was read from and a link to its file and page, grouped as the contract lists them.
 */
export function BriefSection({ wacId }: { wacId: string }) {
  const query = useOpportunityBrief(wacId);
  if (query.isPending) {
    return (
      <p className="flex items-center gap-3 text-sm text-fg-muted">
        <Spinner className="size-5" /> Reading the tender documents…
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error" title="The brief could not be read">
        {getErrorMessage(query.error, 'Please try again later.')}
      </Alert>
    );
  }
  return <BriefBody wacId={wacId} brief={query.data} />;
}

const headingId = (title: string) => `brief-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;

function BriefBody({ wacId, brief }: { wacId: string; brief: OpportunityBriefResponse }) {
  if (brief.documentCount === 0 && brief.isSampleData) {
    return (
      <p className="text-fg-muted">
        This is generated sample data: its document links are stand-ins that are never fetched, so
        there is no text to read and no brief.
      </p>
    );
  }
  if (brief.documentCount === 0) {
    return (
      <p className="text-fg-muted">
        No text has been read from this opportunity's documents yet, so there is no brief.
      </p>
    );
  }
  const byField = new Map(brief.items.map((item) => [item.field, item]));
  return (
    <div className="space-y-6">
      <p className="text-sm text-fg-muted">
        Read from {brief.documentCount} {brief.documentCount === 1 ? 'document' : 'documents'} (
        {brief.pageCount} {brief.pageCount === 1 ? 'page' : 'pages'}) by fixed rules: each item
        quotes the sentence it was read from. Check the page before you rely on it.
        {brief.unreadDocumentCount > 0 &&
          ` ${brief.unreadDocumentCount} other ${brief.unreadDocumentCount === 1 ? 'document has' : 'documents have'} not been read, so an item not found may still be in ${brief.unreadDocumentCount === 1 ? 'it' : 'them'}.`}
      </p>
      {BRIEF_FIELD_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={headingId(group.title)}>
          <h3 id={headingId(group.title)} className="text-base font-semibold">
            {group.title}
          </h3>
          <dl className="divide-y divide-line">
            {group.fields.map((field) => {
              const item = byField.get(field);
              return item ? <BriefItem key={field} wacId={wacId} item={item} /> : null;
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
