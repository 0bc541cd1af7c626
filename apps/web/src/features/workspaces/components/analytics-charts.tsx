import type { PipelineAnalytics } from '@wac/contract';
import { ThemedBarChart } from '@/components/charts/themed-bar-chart';
import { formatCount, formatMoney, formatMonth } from '@/lib/format';

const shortMoney = (value: number) =>
  value >= 1e6
    ? `£${formatCount(Math.round(value / 1e5) / 10)}m`
    : value >= 1e3
      ? `£${formatCount(Math.round(value / 1e3))}k`
      : `£${formatCount(value)}`;

/** Pictures of the tables beside them (loaded only on the analytics page). */
const FRAME = 'h-64 w-full';
const BRAND = 'var(--wac-brand)';

export function ValueByStageChart({ rows }: { rows: PipelineAnalytics['value_by_stage'] }) {
  return (
    <ThemedBarChart
      className={FRAME}
      data={rows}
      xAxis={{ dataKey: 'stage', interval: 0, angle: -30, textAnchor: 'end', height: 60 }}
      yAxis={{ width: 56, tickFormatter: shortMoney }}
      tooltip={{
        formatter: (value, name) => [
          formatMoney(Number(value)),
          name === 'value' ? 'Value' : 'Weighted value',
        ],
      }}
      legendFormatter={(name) => (name === 'value' ? 'Value' : 'Weighted by probability')}
      bars={[
        { dataKey: 'value', fill: BRAND },
        { dataKey: 'weighted_value', fill: 'var(--wac-premium-fg)' },
      ]}
    />
  );
}

export function BidsByMonthChart({ rows }: { rows: PipelineAnalytics['bids_submitted_by_month'] }) {
  return (
    <ThemedBarChart
      className={FRAME}
      data={rows.map((row) => ({ ...row, label: formatMonth(row.month) }))}
      xAxis={{ dataKey: 'label' }}
      yAxis={{ allowDecimals: false, width: 32 }}
      tooltip={{ formatter: (value) => [formatCount(Number(value)), 'Bids submitted'] }}
      bars={[{ dataKey: 'bids', fill: BRAND }]}
    />
  );
}

export function WinRateChart({ rows }: { rows: PipelineAnalytics['win_rate_by_value_band'] }) {
  const data = rows.map((row) => ({ ...row, percent: Math.round(row.win_rate * 100) }));
  return (
    <ThemedBarChart
      className={FRAME}
      data={data}
      xAxis={{ dataKey: 'label', interval: 0, angle: -20, textAnchor: 'end', height: 56 }}
      yAxis={{ domain: [0, 100], width: 40, tickFormatter: (v: number) => `${v}%` }}
      tooltip={{ formatter: (value) => [`${value}%`, 'Win rate'] }}
      bars={[{ dataKey: 'percent', fill: BRAND }]}
    />
  );
}
