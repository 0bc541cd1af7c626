import type { BackTestResult, Prediction } from './back-test';

const BUCKETS = [0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0001];

const brier = (predictions: Prediction[], pick: (p: Prediction) => number) =>
  predictions.reduce((sum, p) => sum + (pick(p) - (p.won ? 1 : 0)) ** 2, 0) /
  Math.max(1, predictions.length);

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The back-test as Markdown: counts, Brier scores against two baselines, the calibration table. */
export function formatBackTest(title: string, result: BackTestResult): string {
  const { predictions } = result;
  const wonShare = predictions.filter((p) => p.won).length / Math.max(1, predictions.length);
  const lines = [
    `### ${title}`,
    '',
    `- Fitted on ${result.trainAwards.toLocaleString('en-GB')} awarded opportunities decided before ${result.cutoff.toISOString().slice(0, 10)}; tested on ${result.testAwards.toLocaleString('en-GB')} decided since.`,
    `- Estimated: ${result.estimated.toLocaleString('en-GB')} newer awards; "not enough data" (fewer than 5 similar awards before the cutoff): ${result.notEnoughData.toLocaleString('en-GB')}.`,
    `- Actual winner among the named likely competitors (up to 5): ${result.winnerNamed.toLocaleString('en-GB')} of ${result.estimated.toLocaleString('en-GB')} (${pct(result.winnerNamed / Math.max(1, result.estimated))}).`,
    `- Predictions (one per named competitor): ${predictions.length.toLocaleString('en-GB')}, of which won: ${pct(wonShare)}.`,
    `- Brier score: estimator ${brier(predictions, (p) => p.probability).toFixed(4)}; even chance among the field (1 / expected bidders) ${brier(predictions, (p) => p.evenChance).toFixed(4)}; one constant rate (the share that won) ${brier(predictions, () => wonShare).toFixed(4)}. Lower is better.`,
  ];
  if (predictions.length === 0) {
    return [
      ...lines.slice(0, 4),
      '- No estimate was made: every newer award had fewer than 5 similar awards before the cutoff, so there is nothing to calibrate.',
    ].join('\n');
  }
  lines.push(
    '',
    '| Estimated chance | Predictions | Mean estimate | Share that won |',
    '|---|---:|---:|---:|',
  );
  for (let index = 0; index < BUCKETS.length - 1; index += 1) {
    const low = BUCKETS[index]!;
    const high = BUCKETS[index + 1]!;
    const inBucket = predictions.filter((p) => p.probability >= low && p.probability < high);
    if (inBucket.length === 0) continue;
    const mean = inBucket.reduce((sum, p) => sum + p.probability, 0) / inBucket.length;
    const won = inBucket.filter((p) => p.won).length / inBucket.length;
    lines.push(
      `| ${Math.round(low * 100)}-${Math.min(100, Math.round(high * 100))}% | ${inBucket.length.toLocaleString('en-GB')} | ${pct(mean)} | ${pct(won)} |`,
    );
  }
  return lines.join('\n');
}
