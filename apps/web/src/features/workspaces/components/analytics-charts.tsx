import type { PipelineAnalytics } from '@wac/contract';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, formatMoney } from '@/lib/format';

// Colours from the theme's tokens, so the charts follow light and dark without a re-render.
const AXIS_TICK = { fill: 'var(--wac-fg-muted)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--wac-surface)',
  border: '1px solid var(--wac-line-strong)',
  borderRadius: 8,
  color: 'var(--wac-fg)',
};
const shortMoney = (value: number) =>
  value >= 1e6
    ? `£${formatCount(Math.round(value / 1e5) / 10)}m`
    : value >= 1e3
      ? `£${formatCount(Math.round(value / 1e3))}k`
      : `£${formatCount(value)}`;

/**
 * Pictures of the tables beside them (recharts, loaded only on the analytics page). Each is
 * hidden from assistive technology and takes no focus: its table is the accessible form.
 */
function Frame({ children }: { children: React.ReactElement }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function ValueByStageChart({ rows }: { rows: PipelineAnalytics['value_by_stage'] }) {
  return (
    <Frame>
      <BarChart
        data={rows}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--wac-line)" />
        <XAxis
          dataKey="stage"
          tick={AXIS_TICK}
          tickLine={false}
          interval={0}
          angle={-30}
          textAnchor="end"
          height={60}
        />
        <YAxis
          width={56}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          tickFormatter={shortMoney}
        />
        <Tooltip
          cursor={{ fill: 'var(--wac-surface-muted)' }}
          contentStyle={TOOLTIP_STYLE}
          itemStyle={{ color: 'var(--wac-fg)' }}
          formatter={(value, name) => [
            formatMoney(Number(value)),
            name === 'value' ? 'Value' : 'Weighted value',
          ]}
        />
        <Legend formatter={(name) => (name === 'value' ? 'Value' : 'Weighted by probability')} />
        <Bar
          dataKey="value"
          fill="var(--wac-brand)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="weighted_value"
          fill="var(--wac-premium-fg)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </Frame>
  );
}

export function BidsByMonthChart({ rows }: { rows: PipelineAnalytics['bids_submitted_by_month'] }) {
  return (
    <Frame>
      <BarChart
        data={rows}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--wac-line)" />
        <XAxis dataKey="month" tick={AXIS_TICK} tickLine={false} />
        <YAxis
          allowDecimals={false}
          width={32}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          cursor={{ fill: 'var(--wac-surface-muted)' }}
          contentStyle={TOOLTIP_STYLE}
          itemStyle={{ color: 'var(--wac-fg)' }}
          formatter={(value) => [formatCount(Number(value)), 'Bids submitted']}
        />
        <Bar
          dataKey="bids"
          fill="var(--wac-brand)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </Frame>
  );
}

export function WinRateChart({ rows }: { rows: PipelineAnalytics['win_rate_by_value_band'] }) {
  const data = rows.map((row) => ({ ...row, percent: Math.round(row.win_rate * 100) }));
  return (
    <Frame>
      <BarChart
        data={data}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="var(--wac-line)" />
        <XAxis
          dataKey="label"
          tick={AXIS_TICK}
          tickLine={false}
          interval={0}
          angle={-20}
          textAnchor="end"
          height={56}
        />
        <YAxis
          domain={[0, 100]}
          width={40}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          tickFormatter={(v: number) => `${v}%`}
        />
        <Tooltip
          cursor={{ fill: 'var(--wac-surface-muted)' }}
          contentStyle={TOOLTIP_STYLE}
          itemStyle={{ color: 'var(--wac-fg)' }}
          formatter={(value) => [`${value}%`, 'Win rate']}
        />
        <Bar
          dataKey="percent"
          fill="var(--wac-brand)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </Frame>
  );
}
