import {
  BID_RECOMMENDATION_THRESHOLDS,
  BID_SCORE_MAX,
  type BidCriterionScore,
  type ScorecardResponse,
} from '@wac/contract';

type Recommendation = Pick<
  ScorecardResponse,
  'weighted_percent' | 'recommendation' | 'recommendation_text'
>;

/**
 * The scorecard's recommendation (ADR 0221): the weighted score of the criteria scored so far
 * as a percent of the most they could give; bid from 65%, review from 45%, else no bid. The
 * weakest weighted criterion is named so the reader knows what to look at first.
 */
export function recommend(criteria: readonly BidCriterionScore[]): Recommendation {
  const scored = criteria.filter((criterion) => criterion.score !== null && criterion.weight > 0);
  const possible = scored.reduce((sum, criterion) => sum + criterion.weight * BID_SCORE_MAX, 0);
  if (scored.length === 0 || possible === 0) {
    return {
      weighted_percent: null,
      recommendation: null,
      recommendation_text: 'Score the criteria to see a recommendation.',
    };
  }
  const got = scored.reduce((sum, criterion) => sum + criterion.weight * criterion.score!, 0);
  const percent = Math.round((got / possible) * 100);
  const recommendation =
    percent >= BID_RECOMMENDATION_THRESHOLDS.bid
      ? 'bid'
      : percent >= BID_RECOMMENDATION_THRESHOLDS.review
        ? 'review'
        : 'no_bid';
  const weakest = [...scored].sort(
    (a, b) => a.score! - b.score! || b.weight - a.weight || a.label.localeCompare(b.label),
  )[0]!;
  const verdict = {
    bid: 'Bid',
    review: 'Review before deciding',
    no_bid: 'No bid',
  }[recommendation];
  const unscored = criteria.length - scored.length;
  const rest =
    unscored > 0
      ? ` ${unscored} of ${criteria.length} criteria are not scored or weigh nothing.`
      : '';
  return {
    weighted_percent: percent,
    recommendation,
    recommendation_text: `${verdict}: weighted score ${percent}% (bid from ${BID_RECOMMENDATION_THRESHOLDS.bid}%, review from ${BID_RECOMMENDATION_THRESHOLDS.review}%). Weakest: ${weakest.label} (${weakest.score} of ${BID_SCORE_MAX}).${rest}`,
  };
}
