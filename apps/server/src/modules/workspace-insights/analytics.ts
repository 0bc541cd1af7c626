import {
  NO_REASON_GIVEN,
  NO_VALUE_BAND,
  PIPELINE_ANALYTICS_MAX_BUYERS,
  PIPELINE_VALUE_BANDS,
  type PipelineAnalytics,
  type PipelineStage,
  type WinRateRow,
} from '@wac/contract';
import type { AnalyticsItem } from './analytics.repository';

const round2 = (value: number) => Math.round(value * 100) / 100;

function valueBand(value: number | null): string {
  if (value === null) return NO_VALUE_BAND;
  const band = PIPELINE_VALUE_BANDS.find(
    ([, from, to]) => value >= from && (to === null || value < to),
  );
  return band?.[0] ?? NO_VALUE_BAND;
}

/** Won and lost items by a label; the win rate is won / (won + lost). */
function winRates(
  decided: { item: AnalyticsItem; won: boolean }[],
  labelOf: (item: AnalyticsItem) => string,
  order?: readonly string[],
): WinRateRow[] {
  const rows = new Map<string, WinRateRow>();
  for (const { item, won } of decided) {
    const label = labelOf(item);
    const row = rows.get(label) ?? { label, won: 0, lost: 0, win_rate: 0 };
    if (won) row.won += 1;
    else row.lost += 1;
    row.win_rate = round2(row.won / (row.won + row.lost));
    rows.set(label, row);
  }
  const list = [...rows.values()];
  if (order) return list.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
  return list.sort((a, b) => b.won + b.lost - (a.won + a.lost) || a.label.localeCompare(b.label));
}

function reasons(items: AnalyticsItem[], reasonOf: (item: AnalyticsItem) => string | null) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const reason = reasonOf(item)?.trim() || NO_REASON_GIVEN;
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts]
    .map(([reason, count]) => ({ reason, items: count }))
    .sort((a, b) => b.items - a.items || a.reason.localeCompare(b.reason));
}

/**
 * Every analytics table from the workspace's stages and items (ADR 0206). A bid counts as
 * submitted once its item reaches the last open stage ("Submitted" by default) or a won or lost
 * stage; win rates count items in won and lost stages only.
 */
export function computeAnalytics(
  stages: PipelineStage[],
  items: AnalyticsItem[],
): PipelineAnalytics {
  const stageOf = new Map(stages.map((stage) => [stage.id, stage]));
  const lastOpen = stages.filter((stage) => stage.kind === 'open').at(-1)?.id;
  const kindOf = (item: AnalyticsItem) => stageOf.get(item.stage_id)?.kind;

  const value_by_stage = stages.map((stage) => {
    const inStage = items.filter((item) => item.stage_id === stage.id);
    const sum = (weigh: (item: AnalyticsItem) => number) =>
      round2(inStage.reduce((total, item) => total + weigh(item), 0));
    return {
      stage_id: stage.id,
      stage: stage.name,
      kind: stage.kind,
      items: inStage.length,
      value: sum((item) => item.value ?? 0),
      weighted_value: sum((item) => ((item.value ?? 0) * (item.probability ?? 0)) / 100),
    };
  });

  const submitted = items.filter(
    (item) => item.stage_id === lastOpen || kindOf(item) === 'won' || kindOf(item) === 'lost',
  );
  const months = new Map<string, number>();
  for (const item of submitted) months.set(item.month, (months.get(item.month) ?? 0) + 1);

  const decided = items
    .filter((item) => kindOf(item) === 'won' || kindOf(item) === 'lost')
    .map((item) => ({ item, won: kindOf(item) === 'won' }));

  return {
    total_items: items.length,
    value_by_stage,
    bids_submitted_by_month: [...months]
      .map(([month, bids]) => ({ month, bids }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    win_rate_by_cpv_division: winRates(decided, (item) => item.cpv_division ?? 'No CPV code'),
    win_rate_by_buyer: winRates(decided, (item) => item.buyer_name ?? 'Buyer not named').slice(
      0,
      PIPELINE_ANALYTICS_MAX_BUYERS,
    ),
    win_rate_by_value_band: winRates(decided, (item) => valueBand(item.value), [
      ...PIPELINE_VALUE_BANDS.map(([label]) => label),
      NO_VALUE_BAND,
    ]),
    no_bid_reasons: reasons(
      items.filter((item) => kindOf(item) === 'no_bid' || item.decision === 'no_bid'),
      (item) => item.decision_reason ?? item.outcome_reason,
    ),
    loss_reasons: reasons(
      items.filter((item) => kindOf(item) === 'lost'),
      (item) => item.outcome_reason,
    ),
  };
}
