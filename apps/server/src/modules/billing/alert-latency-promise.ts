import { z } from 'zod';
import lastMeasurement from './alert-latency.measured.json' with { type: 'json' };

/**
 * The publish-to-inbox promise on the pricing page (issue 20, ADR 0090): stated only from what
 * `npm run bench:alert-latency` measured. The benchmark writes its result to
 * `alert-latency.measured.json` next to this file (null until a run); nothing else does.
 */
export const alertLatencyMeasurementSchema = z
  .object({
    measured_at: z.string(),
    /** The portal the benchmark's notices were published on. */
    source: z.string(),
    sync_interval_minutes: z.number().positive(),
    notices: z.number().int(),
    p50_seconds: z.number(),
    p95_seconds: z.number(),
    max_seconds: z.number(),
    not_delivered: z.number().int(),
    /** p95 under the sync interval + 60 s, every notice delivered. */
    target_met: z.boolean(),
  })
  .nullable();
export type AlertLatencyMeasurement = z.infer<typeof alertLatencyMeasurementSchema>;

/** The benchmark's last result as committed (null: never measured). */
export const LAST_ALERT_LATENCY = alertLatencyMeasurementSchema.parse(lastMeasurement);

/**
 * "Instant alerts, measured: 95% of new Contracts Finder notices in the inbox within 2 minutes
 * of publication (24 Nov 2026)", or null when there is nothing honest to say: never measured,
 * the target missed, or this server syncs less often than the measured one did (the wait for
 * the next sync is most of the latency, so a figure from a shorter interval says nothing here).
 * Minutes are rounded up, never down.
 */
export function describeAlertLatencyPromise(
  measurement: AlertLatencyMeasurement,
  syncIntervalMinutes: number,
): string | null {
  if (!measurement?.target_met) return null;
  if (syncIntervalMinutes > measurement.sync_interval_minutes) return null;
  const minutes = Math.max(1, Math.ceil(measurement.p95_seconds / 60));
  const day = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date(measurement.measured_at));
  return `Instant alerts, measured: 95% of new ${measurement.source} notices in the inbox within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of publication (${day})`;
}
