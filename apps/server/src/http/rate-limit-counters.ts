import { createHash } from 'node:crypto';
import type { Queryable } from '../db/pool';

/** Longer keys (an attacker's megabyte "email") are stored as their hash: btree rows are small. */
const MAX_KEY_LENGTH = 200;

/**
 * One atomic statement per hit on `rate_limit_counters` (migration 0070): a new row, a new
 * window over an expired one, or one more hit in the current window. Fixed windows on the
 * database clock, so every process agrees; ttl is the milliseconds left.
 */
export const INCREMENT_COUNTER_SQL = `
  INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
  VALUES ($1, 1, now() + $2::double precision * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
    reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
  RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::bigint AS ttl_ms`;

// Takes back one hit of the current window (never below zero); an expired row is left alone.
const DECREMENT_COUNTER_SQL = `
  UPDATE rate_limit_counters SET hits = greatest(hits - 1, 0)
  WHERE key = $1 AND reset_at > now()`;

const DELETE_COUNTER_SQL = 'DELETE FROM rate_limit_counters WHERE key = $1';

export type CounterRow = { hits: number; ttl_ms: number | string };
export type CounterState = { hits: number; ttlMs: number };

export function storedCounterKey(prefix: string, key: string): string {
  const full = prefix + key;
  if (full.length <= MAX_KEY_LENGTH) return full;
  return `${prefix}sha256:${createHash('sha256').update(key).digest('hex')}`;
}

/** Counts one hit against `key` in a window of `windowMs`; answers the hits so far. */
export async function incrementCounter(
  db: Queryable,
  key: string,
  windowMs: number,
): Promise<CounterState> {
  const { rows } = await db.query<CounterRow>(INCREMENT_COUNTER_SQL, [key, windowMs]);
  const row = rows[0]!;
  return { hits: row.hits, ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

/** Takes one hit back, for an attempt that turned out not to count (a successful login). */
export async function decrementCounter(db: Queryable, key: string): Promise<void> {
  await db.query(DECREMENT_COUNTER_SQL, [key]);
}

export async function deleteCounter(db: Queryable, key: string): Promise<void> {
  await db.query(DELETE_COUNTER_SQL, [key]);
}
