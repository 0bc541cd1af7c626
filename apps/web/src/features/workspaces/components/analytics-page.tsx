import { useQuery } from '@tanstack/react-query';
import type { PipelineAnalytics, WinRateRow, WorkspaceDetail } from '@wac/contract';
import { lazy, type ReactNode, Suspense } from 'react';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { getErrorMessage } from '@/lib/api-error';
import { formatCount, formatMoney, formatMonth } from '@/lib/format';
import { getPipelineAnalytics } from '../api/workspaces-api';
import { AnalyticsTable, type Column } from './analytics-table';
import { WorkspaceFrame } from './workspace-frame';

// The charting library is loaded only when a chart is drawn: no other page carries it.
const charts = () => import('./analytics-charts');
const ValueByStageChart = lazy(() => charts().then((m) => ({ default: m.ValueByStageChart })));
const BidsByMonthChart = lazy(() => charts().then((m) => ({ default: m.BidsByMonthChart })));
const WinRateChart = lazy(() => charts().then((m) => ({ default: m.WinRateChart })));

const chart = (node: ReactNode) => (
  <Suspense fallback={<div aria-hidden="true" className="h-64 rounded-lg bg-surface-muted" />}>
    {node}
  </Suspense>
);

const winRateColumns = (first: string): Column<WinRateRow>[] => [
  { label: first, cell: (row) => row.label },
  { label: 'Won', cell: (row) => formatCount(row.won), isNumber: true },
  { label: 'Lost', cell: (row) => formatCount(row.lost), isNumber: true },
  { label: 'Win rate', cell: (row) => `${Math.round(row.win_rate * 100)}%`, isNumber: true },
];
const reasonColumns: Column<{ reason: string; items: number }>[] = [
  { label: 'Reason', cell: (row) => row.reason },
  { label: 'Items', cell: (row) => formatCount(row.items), isNumber: true },
];
// What the server counts (analytics.repository.ts): an item without a deadline still counts.
const MONTH_COUNTED = 'Month of the deadline, or of the last change when no deadline is known';
const NO_DECIDED = 'No item has reached a won or lost stage yet.';

function Tables({ workspaceId, data }: { workspaceId: number; data: PipelineAnalytics }) {
  const common = { workspaceId };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AnalyticsTable
        {...common}
        table="value_by_stage"
        title="Value by stage"
        chart={chart(<ValueByStageChart rows={data.value_by_stage} />)}
        rows={data.value_by_stage}
        rowKey={(row) => row.stage_id}
        empty=""
        columns={[
          { label: 'Stage', cell: (row) => row.stage },
          { label: 'Items', cell: (row) => formatCount(row.items), isNumber: true },
          { label: 'Value', cell: (row) => formatMoney(row.value), isNumber: true },
          { label: 'Weighted', cell: (row) => formatMoney(row.weighted_value), isNumber: true },
        ]}
      />
      <AnalyticsTable
        {...common}
        table="bids_submitted_by_month"
        title="Bids submitted per month"
        chart={chart(<BidsByMonthChart rows={data.bids_submitted_by_month} />)}
        rows={data.bids_submitted_by_month}
        rowKey={(row) => row.month}
        empty="No bid has reached the last open stage or a won or lost stage yet."
        columns={[
          { label: MONTH_COUNTED, cell: (row) => formatMonth(row.month) },
          { label: 'Bids', cell: (row) => formatCount(row.bids), isNumber: true },
        ]}
      />
      <AnalyticsTable
        {...common}
        table="win_rate_by_value_band"
        title="Win rate by value"
        chart={chart(<WinRateChart rows={data.win_rate_by_value_band} />)}
        rows={data.win_rate_by_value_band}
        rowKey={(row) => row.label}
        empty={NO_DECIDED}
        columns={winRateColumns('Value band')}
      />
      <AnalyticsTable
        {...common}
        table="win_rate_by_cpv_division"
        title="Win rate by CPV division"
        rows={data.win_rate_by_cpv_division}
        rowKey={(row) => row.label}
        empty={NO_DECIDED}
        columns={winRateColumns('CPV division')}
      />
      <AnalyticsTable
        {...common}
        table="win_rate_by_buyer"
        title="Win rate by buyer"
        rows={data.win_rate_by_buyer}
        rowKey={(row) => row.label}
        empty={NO_DECIDED}
        columns={winRateColumns('Buyer')}
      />
      <div className="space-y-6">
        <AnalyticsTable
          {...common}
          table="no_bid_reasons"
          title="No-bid reasons"
          rows={data.no_bid_reasons}
          rowKey={(row) => row.reason}
          empty="No item has been decided no bid yet."
          columns={reasonColumns}
        />
        <AnalyticsTable
          {...common}
          table="loss_reasons"
          title="Loss reasons"
          rows={data.loss_reasons}
          rowKey={(row) => row.reason}
          empty="No item is in a lost stage."
          columns={reasonColumns}
        />
      </div>
    </div>
  );
}

function Analytics({ workspace }: { workspace: WorkspaceDetail }) {
  const query = useQuery({
    queryKey: ['pipeline-analytics', workspace.id],
    queryFn: () => getPipelineAnalytics(workspace.id),
  });
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <Alert tone="error">
        {getErrorMessage(query.error, 'The analytics could not be loaded.')}
      </Alert>
    );
  }
  if (query.data.total_items === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center">
        <h2 className="text-lg font-semibold">No items in this pipeline yet</h2>
        <p className="mt-2 text-fg-muted">
          Once opportunities are added to the pipeline, their value by stage, the bids submitted
          each month, win rates and the reasons for no bids and losses show here.
        </p>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-fg-muted">
        {formatCount(query.data.total_items)} {query.data.total_items === 1 ? 'item' : 'items'}. An
        item's value is our value, else the notice's; weighted value multiplies it by the item's
        probability (none counts as 0%). Win rates count items in won and lost stages.
      </p>
      <Tables workspaceId={workspace.id} data={query.data} />
    </div>
  );
}

/** /account/workspaces/:workspaceId/analytics (Professional and Enterprise, ADR 0206). */
export function AnalyticsPage({ workspaceId }: { workspaceId: number }) {
  return (
    <WorkspaceFrame workspaceId={workspaceId}>
      {(workspace) => <Analytics workspace={workspace} />}
    </WorkspaceFrame>
  );
}
