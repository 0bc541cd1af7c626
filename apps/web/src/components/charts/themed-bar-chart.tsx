import type { CSSProperties } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  type LegendProps,
  ResponsiveContainer,
  Tooltip,
  type TooltipProps,
  type TooltipValueType,
  XAxis,
  type XAxisProps,
  YAxis,
  type YAxisProps,
} from 'recharts';

// Colours from the theme's tokens, so the charts follow light and dark without a re-render.
const AXIS_TICK = { fill: 'var(--wac-fg-muted)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--wac-surface)',
  border: '1px solid var(--wac-line-strong)',
  borderRadius: 8,
  color: 'var(--wac-fg)',
};

type ChartTooltip = Pick<
  TooltipProps<TooltipValueType, string | number>,
  'formatter' | 'labelFormatter' | 'labelStyle'
>;

/**
 * WAC's one bar chart (recharts): the pipeline analytics' and the coverage page's charts are this
 * with their own axes, tooltip words and bars. Each is a picture of the table beside it, so it is
 * hidden from assistive technology and takes no keyboard focus (no accessibility layer): the
 * table is the accessible form of the same figures. Import it only from modules that are loaded
 * lazily, so recharts stays out of the first bundle.
 */
export function ThemedBarChart<Row extends object>(props: {
  data: readonly Row[];
  /** The frame's size: a height class or style; the chart fills it. */
  className?: string;
  style?: CSSProperties;
  xAxis: Omit<XAxisProps, 'tick' | 'tickLine'>;
  yAxis: Omit<YAxisProps, 'tick' | 'tickLine' | 'axisLine'>;
  tooltip: ChartTooltip;
  bars: readonly { dataKey: string; fill: string }[];
  legendFormatter?: LegendProps['formatter'];
}) {
  return (
    <div aria-hidden="true" className={props.className} style={props.style}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={props.data as Row[]}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="var(--wac-line)" />
          <XAxis tick={AXIS_TICK} tickLine={false} {...props.xAxis} />
          <YAxis tick={AXIS_TICK} tickLine={false} axisLine={false} {...props.yAxis} />
          <Tooltip
            cursor={{ fill: 'var(--wac-surface-muted)' }}
            contentStyle={TOOLTIP_STYLE}
            itemStyle={{ color: 'var(--wac-fg)' }}
            {...props.tooltip}
          />
          {props.legendFormatter && <Legend formatter={props.legendFormatter} />}
          {props.bars.map((bar) => (
            <Bar
              key={bar.dataKey}
              dataKey={bar.dataKey}
              fill={bar.fill}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
