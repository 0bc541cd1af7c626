import autocannon from 'autocannon';
import { percentile } from '../shared/bench-figures';
import type { LoadRequest } from './request-mix';

/**
 * Drives the mix at a fixed arrival rate with autocannon. autocannon paces each connection per
 * second (a connection at rate r sends its r requests back to back at the start of each second),
 * so one instance with many connections sends the whole second's load in a burst. We run SLOTS
 * single-connection instances instead, started 1000/SLOTS ms apart, each at rate/SLOTS: requests
 * then arrive spread over the second, as from many independent visitors (ADR 0078). Slot i
 * talks to API process i mod N, as a round-robin reverse proxy would.
 */
const SLOTS = 50;

export type LoadFigures = {
  requests: number;
  seconds: number;
  /** Wall-clock seconds from the first slot's start to the last one's end. */
  elapsed?: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  statuses: Record<string, number>;
  /** Non-2xx answers and transport errors per request kind (`kind status`). */
  failures: Record<string, number>;
  byKind: Record<string, { count: number; p95: number }>;
};

type Sample = { kind: string; status: number; ms: number };

function runSlot(options: {
  origin: string;
  rate: number;
  seconds: number;
  mix: LoadRequest[];
  offset: number;
  nextAddress: () => string;
  samples: Sample[];
  errors: Record<string, number>;
}): Promise<void> {
  let position = options.offset;
  let lastKind = '';
  let finish: (error?: unknown) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  const instance = autocannon(
    {
      url: options.origin,
      connections: 1,
      overallRate: options.rate,
      duration: options.seconds,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            const next = options.mix[position % options.mix.length] as LoadRequest;
            position += 1;
            lastKind = next.kind;
            const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
            if (next.body) headers['content-type'] = 'application/json';
            // The bench stands in for the reverse proxy: each login comes from its own visitor.
            if (next.kind === 'login') headers['x-forwarded-for'] = options.nextAddress();
            return { ...request, method: next.method, path: next.path, body: next.body, headers };
          },
        },
      ],
    },
    (error) => finish(error),
  );
  instance.on('response', (_client, status, _bytes, ms) => {
    options.samples.push({ kind: lastKind, status, ms });
  });
  instance.on('reqError', (error: { code?: string; message?: string }) => {
    const key = `${lastKind} ${error.code ?? error.message ?? 'error'}`;
    options.errors[key] = (options.errors[key] ?? 0) + 1;
  });
  return done;
}

export async function driveLoad(options: {
  origins: string[];
  rate: number;
  seconds: number;
  mix: LoadRequest[];
  nextAddress: () => string;
}): Promise<LoadFigures> {
  const samples: Sample[] = [];
  const errors: Record<string, number> = {};
  const started = performance.now();
  const slots: Promise<void>[] = [];
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const rate = Math.floor(options.rate / SLOTS) + (slot < options.rate % SLOTS ? 1 : 0);
    if (rate === 0) continue;
    slots.push(
      runSlot({
        ...options,
        origin: options.origins[slot % options.origins.length] as string,
        rate,
        offset: Math.floor((slot * options.mix.length) / SLOTS),
        samples,
        errors,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / SLOTS));
  }
  await Promise.all(slots);
  const elapsed = (performance.now() - started) / 1000;
  // Each slot runs exactly `seconds`, staggered by up to one: throughput is per run second.
  return { ...summarise(samples, errors, options.seconds), elapsed };
}

function summarise(samples: Sample[], errors: Record<string, number>, seconds: number) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  const failures: Record<string, number> = { ...errors };
  const kindTimes = new Map<string, number[]>();
  for (const sample of samples) {
    statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
    if (sample.status >= 400) {
      const key = `${sample.kind} ${sample.status}`;
      failures[key] = (failures[key] ?? 0) + 1;
    }
    const times = kindTimes.get(sample.kind) ?? [];
    times.push(sample.ms);
    kindTimes.set(sample.kind, times);
  }
  for (const [key, count] of Object.entries(errors)) statuses[key.split(' ').at(-1) ?? key] = count;
  const byKind = Object.fromEntries(
    [...kindTimes].map(([kind, times]) => [
      kind,
      {
        count: times.length,
        p95: percentile(
          times.sort((a, b) => a - b),
          0.95,
        ),
      },
    ]),
  );
  return {
    requests: samples.length,
    seconds,
    throughput: samples.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    statuses,
    failures,
    byKind,
  };
}

/**
 * Closed loop: `connections` clients each send their next request as soon as the last answered,
 * `amount` requests in all (the concurrency-16 search mix of bench:jit).
 */
export async function driveClosedLoop(options: {
  origin: string;
  connections: number;
  amount: number;
  mix: LoadRequest[];
}): Promise<LoadFigures> {
  const samples: Sample[] = [];
  const errors: Record<string, number> = {};
  let position = 0;
  let lastKind = '';
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        amount: options.amount,
        timeout: 30,
        requests: [
          {
            setupRequest: (request) => {
              const next = options.mix[position % options.mix.length] as LoadRequest;
              position += 1;
              lastKind = next.kind;
              return { ...request, method: next.method, path: next.path };
            },
          },
        ],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      samples.push({ kind: lastKind, status, ms });
    });
    instance.on('reqError', (error: { code?: string }) => {
      const key = `request ${error.code ?? 'error'}`;
      errors[key] = (errors[key] ?? 0) + 1;
    });
  });
  return summarise(samples, errors, (performance.now() - started) / 1000);
}
