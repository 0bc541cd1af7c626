import type { FastifyRateLimitStoreCtor, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/pool';
import { clientAddressKey } from './client-address';
import {
  type CounterRow,
  INCREMENT_COUNTER_SQL,
  storedCounterKey as storedKey,
} from './rate-limit-counters';

type StoreResult = { current: number; ttl: number };
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

/** What @fastify/rate-limit passes to the constructor and to `child` (its merged params). */
type StoreParams = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** The route for route config (`config.rateLimit`); `{}` for `app.createRateLimit`. */
  routeInfo?: { method?: string | string[]; url?: string };
};

/** Expired rows are deleted at most this often per process, off the request path. */
export const PRUNE_INTERVAL_MS = 60_000;

// `{ increment: false }`: a snapshot that never creates or changes a row.
const READ_SQL = `
  SELECT hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::bigint AS ttl_ms
  FROM rate_limit_counters
  WHERE key = $1 AND reset_at > now()`;

const PRUNE_SQL = 'DELETE FROM rate_limit_counters WHERE reset_at < now()';

const toResult = (row: CounterRow): StoreResult => ({
  current: row.hits,
  ttl: Math.max(0, Number(row.ttl_ms)),
});

/** `route:POST /api/contact/:` for route config, `limiter:` for named limiters. */
function keyPrefix(params: StoreParams): string {
  const route = params.routeInfo;
  if (!route?.url) return 'limiter:';
  const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
  return `route:${method} ${route.url}:`;
}

/**
 * A @fastify/rate-limit store class on the `rate_limit_counters` table (migration 0070), so
 * every API process on the database shares one count per key and a restart forgets nothing.
 * Route limits get the route in their key (one count per route, as with the local store);
 * limiters from `app.createRateLimit` keep their own keys, which carry the limiter's name.
 * Only fixed windows: `continueExceeding` and `exponentialBackoff` are refused.
 *
 * A failing query is logged here and passed to the plugin, which lets the request through
 * (`skipOnError`, see `rateLimitPluginOptions`).
 */
export function createPgRateLimitStore(db: Queryable, log: FastifyBaseLogger) {
  let lastPruneAt = 0;

  // At most once a minute per process, after a hit, without waiting for it.
  const pruneNowAndThen = () => {
    const now = Date.now();
    if (now - lastPruneAt < PRUNE_INTERVAL_MS) return;
    lastPruneAt = now;
    db.query(PRUNE_SQL).catch((error: unknown) => {
      log.warn({ err: error }, 'could not prune expired rate-limit counters');
    });
  };

  const answer = (query: Promise<{ rows: CounterRow[] }>, callback: StoreCallback) => {
    query.then(
      ({ rows }) => callback(null, rows[0] ? toResult(rows[0]) : { current: 0, ttl: 0 }),
      (error: Error) => {
        log.warn({ err: error }, 'rate-limit store unavailable; letting the request through');
        callback(error);
      },
    );
  };

  class PgRateLimitStore {
    private readonly prefix: string;

    constructor(params: StoreParams, prefix = 'global:') {
      if (params.continueExceeding || params.exponentialBackoff) {
        throw new Error(
          'The PostgreSQL rate-limit store supports fixed windows only ' +
            '(no continueExceeding or exponentialBackoff).',
        );
      }
      this.prefix = prefix;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      answer(
        db.query<CounterRow>(INCREMENT_COUNTER_SQL, [storedKey(this.prefix, key), timeWindow]),
        callback,
      );
      pruneNowAndThen();
    }

    read(key: string, callback: StoreCallback): void {
      answer(db.query<CounterRow>(READ_SQL, [storedKey(this.prefix, key)]), callback);
    }

    child(params: StoreParams): PgRateLimitStore {
      return new PgRateLimitStore(params, keyPrefix(params));
    }
  }

  return PgRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * The plugin's options: limits opt in per route (`config.rateLimit`) or through
 * `app.createRateLimit`, all counted in PostgreSQL. Fails open: when the database cannot be
 * reached the store logs a warning and the plugin's `skipOnError` lets the request through
 * (the routes it guards need the database anyway, so nothing can be guessed meanwhile).
 */
export function rateLimitPluginOptions(
  db: Queryable,
  log: FastifyBaseLogger,
): RateLimitPluginOptions {
  return {
    global: false,
    store: createPgRateLimitStore(db, log),
    skipOnError: true,
    // Per client address (an IPv6 client per /64), unless a limit names its own key.
    keyGenerator: clientAddressKey,
  };
}
