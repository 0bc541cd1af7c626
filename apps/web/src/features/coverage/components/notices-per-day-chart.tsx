import type { CoveragePortal } from '@wac/contract';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from '@/lib/format';
import { formatShortDay } from '../utils/describe-coverage';

const CHART_HEIGHT = 160;
// Colours from the theme's tokens, so the chart follows light and dark without a re-render.
const AXIS_TICK = { fill: 'var(--wac-fg-muted)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--wac-surface)',
  border: '1px solid var(--wac-line-strong)',
  borderRadius: 8,
  color: 'var(--wac-fg)',
};

/**
 * Notices per UK day as bars (recharts, loaded with this module only on the coverage page). It
 * is a picture of the table beside it, so it is hidden from assistive technology and takes no
 * keyboard focus (no accessibility layer): the table is the accessible form of the same figures.
 */
export default function NoticesPerDayChart({ days }: { days: CoveragePortal['notices_per_day'] }) {
  return (
    <div aria-hidden="true" className="w-full" style={{ height: CHART_HEIGHT }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={days}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="var(--wac-line)" />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => formatShortDay(date).replace(/^\w+ /, '')}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={{ stroke: 'var(--wac-line-strong)' }}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            width={40}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => formatCount(value)}
          />
          <Tooltip
            cursor={{ fill: 'var(--wac-surface-muted)' }}
            contentStyle={TOOLTIP_STYLE}
            labelStyle={{ color: 'var(--wac-fg)', fontWeight: 600 }}
            itemStyle={{ color: 'var(--wac-fg)' }}
            labelFormatter={(date) => formatShortDay(String(date))}
            formatter={(value) => [formatCount(Number(value)), 'Notices']}
          />
          <Bar
            dataKey="notices"
            fill="var(--wac-brand)"
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
