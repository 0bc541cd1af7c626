import type { CoveragePortal } from '@wac/contract';
import { ThemedBarChart } from '@/components/charts/themed-bar-chart';
import { formatCount } from '@/lib/format';
import { formatShortDay } from '../utils/describe-coverage';

const CHART_HEIGHT = 160;

/**
 * Notices per UK day as bars (loaded with this module only on the coverage page), a picture of
 * the table beside it.
 */
export default function NoticesPerDayChart({ days }: { days: CoveragePortal['notices_per_day'] }) {
  return (
    <ThemedBarChart
      className="w-full"
      style={{ height: CHART_HEIGHT }}
      data={days}
      xAxis={{
        dataKey: 'date',
        tickFormatter: (date: string) => formatShortDay(date).replace(/^\w+ /, ''),
        axisLine: { stroke: 'var(--wac-line-strong)' },
        minTickGap: 16,
      }}
      yAxis={{
        allowDecimals: false,
        width: 40,
        tickFormatter: (value: number) => formatCount(value),
      }}
      tooltip={{
        labelStyle: { color: 'var(--wac-fg)', fontWeight: 600 },
        labelFormatter: (date) => formatShortDay(String(date)),
        formatter: (value) => [formatCount(Number(value)), 'Notices'],
      }}
      bars={[{ dataKey: 'notices', fill: 'var(--wac-brand)' }]}
    />
  );
}
