import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Metrics of the whole process, whichever app or job counts them: Node's own (memory, event
 * loop lag, GC) and the email deliveries the workers make. Each process exports its own;
 * Prometheus adds them up across processes.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'wac_' });

export const emailDeliveries = new Counter({
  name: 'wac_emails_total',
  help: 'Emails handed to the transport, by result (sent, failed); duplicates skipped are not counted.',
  labelNames: ['result'] as const,
  registers: [processRegistry],
});
