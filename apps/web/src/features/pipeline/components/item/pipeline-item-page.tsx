import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { buildOpportunityPath, buildPipelinePath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTimeUk, formatMoney } from '@/lib/format';
import { getItem } from '../../api/pipeline-api';
import { pipelineKeys } from '../../api/query-keys';
import { usePipelineLookups } from '../../hooks/use-pipeline-lookups';
import { PipelineItemChanges } from '../item-changes';
import { PipelineItemChecklist } from '../item-checklist';
import { PipelineItemNotes } from '../item-notes';
import { ItemForm } from './item-form';
import { RemoveItem } from './remove-item';

/**
 * /pipeline/:workspaceId/items/:itemId: one item's details (issue 29, ADR 0195). `response` is
 * what the app puts under them for the item's opportunity ("Start a response", ADR 0247).
 */
export function PipelineItemPage({
  response,
}: {
  response?: (workspaceId: number, wacId: string) => ReactNode;
}) {
  const params = useParams();
  const workspaceId = Number(params.workspaceId);
  const itemId = Number(params.itemId);
  const { isAuthenticated } = useAuth();
  const lookups = usePipelineLookups(workspaceId);
  const item = useQuery({
    queryKey: pipelineKeys.item(workspaceId, itemId),
    queryFn: () => getItem(workspaceId, itemId),
    enabled: isAuthenticated,
  });
  const error = item.error ?? lookups.error;
  const back = (
    <Link
      to={buildPipelinePath(workspaceId)}
      className="inline-flex items-center gap-1 text-sm font-medium text-link underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to the pipeline
    </Link>
  );
  if (error) {
    return (
      <PageContainer className="space-y-4">
        {back}
        <Alert tone="error">{getErrorMessage(error, 'This item could not be loaded.')}</Alert>
      </PageContainer>
    );
  }
  if (!item.data || !lookups.data) return <PageLoading />;
  const current = item.data;
  return (
    <PageContainer className="py-8">
      <div className="mx-auto max-w-3xl space-y-6">
        {back}
        <header className="space-y-2">
          <h1 className="text-2xl font-bold tracking-tight text-balance break-words">
            {current.title}
          </h1>
          <p className="text-fg-muted">{current.buyer_name ?? 'Buyer not specified'}</p>
          <p className="text-sm text-fg-muted">
            Deadline: {formatDateTimeUk(current.notice_deadline) ?? 'none given'} · Notice value:{' '}
            {current.notice_value === null ? 'not given' : formatMoney(current.notice_value)} ·{' '}
            <Link
              to={buildOpportunityPath(current.wac_id)}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              Open the opportunity ({current.wac_id})
            </Link>{' '}
            (its Bid Decision card scores the bid against the estimator's evidence)
          </p>
        </header>
        <section
          aria-labelledby="pipeline-item-details"
          className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
        >
          <h2 id="pipeline-item-details" className="mb-4 text-lg font-semibold">
            Details
          </h2>
          <ItemForm
            key={current.id}
            workspaceId={workspaceId}
            item={current}
            lookups={lookups.data}
            canWrite={lookups.canWrite}
          />
        </section>
        {response?.(workspaceId, current.wac_id)}
        <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <PipelineItemChanges workspaceId={workspaceId} itemId={current.id} />
        </div>
        <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <PipelineItemChecklist workspaceId={workspaceId} itemId={current.id} />
        </div>
        <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
          <PipelineItemNotes workspaceId={workspaceId} itemId={current.id} />
        </div>
        {lookups.canWrite && (
          <RemoveItem workspaceId={workspaceId} itemId={current.id} title={current.title} />
        )}
      </div>
    </PageContainer>
  );
}
