import { z } from 'zod';
import { inputText } from './input-text';

/**
 * Pipeline analytics (issue 29, ADR 0206): one answer with every table the analytics page
 * charts. An item's value is our value, else the notice's; weighted value is that times its
 * probability (an item with no probability adds nothing weighted).
 */

/** Value bands for the win rate, in pounds: [label, from (inclusive), to (exclusive)]. */
export const PIPELINE_VALUE_BANDS: readonly (readonly [string, number, number | null])[] = [
  ['Under £25k', 0, 25_000],
  ['£25k to £100k', 25_000, 100_000],
  ['£100k to £1m', 100_000, 1_000_000],
  ['£1m to £10m', 1_000_000, 10_000_000],
  ['£10m and over', 10_000_000, null],
];
export const NO_VALUE_BAND = 'No value stated';
export const NO_REASON_GIVEN = 'No reason given';

/** Rows the buyer table keeps (most decided bids first); the CSV has the same rows. */
export const PIPELINE_ANALYTICS_MAX_BUYERS = 20;

const winRateRow = z.object({
  label: z.string(),
  won: z.number(),
  lost: z.number(),
  /** won / (won + lost), 0 to 1. */
  win_rate: z.number(),
});
const reasonRow = z.object({ reason: z.string(), items: z.number() });

export const pipelineAnalyticsSchema = z.object({
  total_items: z.number(),
  value_by_stage: z.array(
    z.object({
      stage_id: z.number(),
      stage: z.string(),
      kind: z.string(),
      items: z.number(),
      value: z.number(),
      weighted_value: z.number(),
    }),
  ),
  /** Bids past the last open stage or closed won or lost, by the month of their deadline. */
  bids_submitted_by_month: z.array(z.object({ month: z.string(), bids: z.number() })),
  win_rate_by_cpv_division: z.array(winRateRow),
  win_rate_by_buyer: z.array(winRateRow),
  win_rate_by_value_band: z.array(winRateRow),
  no_bid_reasons: z.array(reasonRow),
  loss_reasons: z.array(reasonRow),
});
export type PipelineAnalytics = z.infer<typeof pipelineAnalyticsSchema>;
export type WinRateRow = z.infer<typeof winRateRow>;

/** The tables of the analytics answer, each downloadable as CSV (`?table=`). */
export const PIPELINE_ANALYTICS_TABLES = [
  'value_by_stage',
  'bids_submitted_by_month',
  'win_rate_by_cpv_division',
  'win_rate_by_buyer',
  'win_rate_by_value_band',
  'no_bid_reasons',
  'loss_reasons',
] as const;
export type PipelineAnalyticsTable = (typeof PIPELINE_ANALYTICS_TABLES)[number];

const tableError = `Choose the table: one of ${PIPELINE_ANALYTICS_TABLES.join(', ')}.`;
export const pipelineAnalyticsCsvQuerySchema = z.object({
  table: inputText({ error: tableError }).pipe(
    z.enum(PIPELINE_ANALYTICS_TABLES, { error: tableError }),
  ),
});
