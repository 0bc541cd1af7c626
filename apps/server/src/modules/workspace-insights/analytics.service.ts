import {
  describeWorkspaceFeaturePlan,
  type PipelineAnalytics,
  type PipelineAnalyticsTable,
  workspaceHasFeature,
} from '@wac/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-context';
import { toCsvTable } from '../csv-export/csv-table';
import { listStages, openPipeline } from '../pipeline';
import { computeAnalytics } from './analytics';
import { listAnalyticsItems } from './analytics.repository';

type Deps = Pick<AppDeps, 'db'>;

/** Every member may read the analytics of a Professional or Enterprise workspace (ADR 0206). */
export async function getPipelineAnalytics(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
): Promise<PipelineAnalytics> {
  const membership = await openPipeline(deps.db, user, workspaceId, 'pipeline.read');
  if (!workspaceHasFeature(membership.tier, 'pipeline_analytics')) {
    const plan = describeWorkspaceFeaturePlan('pipeline_analytics');
    throw new AppError('FORBIDDEN', `Pipeline analytics come with the ${plan} plan and above.`);
  }
  const [stages, items] = await Promise.all([
    listStages(deps.db, workspaceId),
    listAnalyticsItems(deps.db, workspaceId),
  ]);
  return computeAnalytics(stages, items);
}

const ratePercent = (rate: number) => Math.round(rate * 100);
const winRateTable = {
  columns: ['Group', 'Won', 'Lost', 'Win rate (%)'],
  cells: (row: { label: string; won: number; lost: number; win_rate: number }) => [
    row.label,
    row.won,
    row.lost,
    ratePercent(row.win_rate),
  ],
};
const reasonTable = {
  columns: ['Reason', 'Items'],
  cells: (row: { reason: string; items: number }) => [row.reason, row.items],
};

/** Each table's CSV columns and cells, in the order the page shows them. */
const TABLES: Record<
  PipelineAnalyticsTable,
  { columns: string[]; cells: (row: never) => (string | number)[] }
> = {
  value_by_stage: {
    columns: ['Stage', 'Items', 'Value (GBP)', 'Weighted value (GBP)'],
    cells: (row: PipelineAnalytics['value_by_stage'][number]) => [
      row.stage,
      row.items,
      row.value,
      row.weighted_value,
    ],
  },
  bids_submitted_by_month: {
    // ISO months sort and parse in spreadsheets; the header says so and what month it is.
    columns: [
      'Month (YYYY-MM) of the deadline, or of the last change when no deadline is known',
      'Bids submitted',
    ],
    cells: (row: { month: string; bids: number }) => [row.month, row.bids],
  },
  win_rate_by_cpv_division: winRateTable,
  win_rate_by_buyer: winRateTable,
  win_rate_by_value_band: winRateTable,
  no_bid_reasons: reasonTable,
  loss_reasons: reasonTable,
};

export async function exportAnalyticsCsv(
  deps: Deps,
  user: AuthUser,
  workspaceId: number,
  table: PipelineAnalyticsTable,
) {
  const analytics = await getPipelineAnalytics(deps, user, workspaceId);
  const { columns, cells } = TABLES[table];
  const rows = analytics[table] as never[];
  return toCsvTable(columns, rows.map(cells));
}
