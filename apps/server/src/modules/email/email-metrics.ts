import { Counter, type Registry } from 'prom-client';

/**
 * Emails handed to the transport in this process, whichever app or job sent them. It belongs to
 * no registry of its own: each app adds it to its /metrics at start (a MetricsRegistration,
 * ADR 0191), so the email module never imports the metrics module.
 */
export const emailDeliveries = new Counter({
  name: 'wac_emails_total',
  help: 'Emails handed to the transport, by result (sent, failed); duplicates skipped are not counted.',
  labelNames: ['result'] as const,
  registers: [],
});

export function registerEmailMetrics(registry: Registry) {
  registry.registerMetric(emailDeliveries);
  return undefined;
}
