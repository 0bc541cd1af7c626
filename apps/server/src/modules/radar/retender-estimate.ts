import type { RetenderEstimate } from '@wac/contract';

/** A buyer's usual timings (medians in days, and how many notices each is taken from). */
export type BuyerTimings = {
  tender_days: number | null;
  tender_samples: number;
  start_days: number | null;
  start_samples: number;
};

/** Fewer notices than this say nothing about a buyer's habits. */
export const MIN_TIMING_SAMPLES = 3;
const DAY_MS = 86_400_000;

const ukDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

function isUsable(timings: BuyerTimings | undefined): timings is BuyerTimings & {
  tender_days: number;
  start_days: number;
} {
  return (
    timings !== undefined &&
    timings.tender_days !== null &&
    timings.start_days !== null &&
    timings.tender_samples >= MIN_TIMING_SAMPLES &&
    timings.start_samples >= MIN_TIMING_SAMPLES
  );
}

/**
 * When a contract is expected to be tendered again (ADR 0088): its end date minus the buyer's
 * usual lead time, the days it gives bidders to respond (publication to deadline) plus the days
 * from deadline to contract start, both medians of its past notices. A buyer with too few dated
 * notices is judged by all buyers' figures; with none at all there is no estimate. Always with
 * the sentence that says how the date was reached.
 */
export function estimateRetender(
  contractEnd: Date,
  buyerName: string | null,
  timings: { buyer?: BuyerTimings; allBuyers?: BuyerTimings },
  now: Date,
): RetenderEstimate {
  const buyer = buyerName ?? 'This buyer';
  const basis = isUsable(timings.buyer)
    ? 'buyer'
    : isUsable(timings.allBuyers)
      ? 'all_buyers'
      : 'none';
  if (basis === 'none') {
    return {
      expected_date: null,
      lead_days: null,
      basis,
      explanation:
        'No estimate: too few past notices give publication, deadline and contract start dates to judge a lead time.',
    };
  }
  const used = (basis === 'buyer' ? timings.buyer : timings.allBuyers) as BuyerTimings & {
    tender_days: number;
    start_days: number;
  };
  const tenderDays = Math.round(used.tender_days);
  const startDays = Math.round(used.start_days);
  const leadDays = tenderDays + startDays;
  const expected = new Date(contractEnd.getTime() - leadDays * DAY_MS);
  const end = ukDate.format(contractEnd);
  const explanation =
    basis === 'buyer'
      ? `The contract ends ${end}; ${buyer} usually publishes ${plural(leadDays, 'day')} before a contract starts: it gives bidders ${plural(tenderDays, 'day')} to respond (median of ${plural(used.tender_samples, 'notice')}) and starts contracts ${plural(startDays, 'day')} after the deadline (median of ${plural(used.start_samples, 'award')}).`
      : `The contract ends ${end}; ${buyer} has too few dated notices to judge its own habits, so the lead time across all buyers is used: ${plural(leadDays, 'day')} (${plural(tenderDays, 'day')} to respond, then ${plural(startDays, 'day')} to contract start).`;
  const hasPassed = expected.getTime() < now.getTime();
  return {
    expected_date: expected.toISOString(),
    lead_days: leadDays,
    basis,
    explanation: hasPassed
      ? `${explanation} That date has passed: the re-tender may already be published.`
      : explanation,
  };
}
