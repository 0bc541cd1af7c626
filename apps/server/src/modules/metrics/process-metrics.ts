import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * Metrics of the whole process, whichever app counts them: Node's own (memory, event loop lag,
 * GC). Each process exports its own; Prometheus adds them up across processes.
 */
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'wac_' });
