import type { Pool } from '../../../db/pool';

/**
 * Figures read from the planner's statistics (pg_stats) move only when ANALYZE runs (autovacuum,
 * after many writes): read them again at most this often, once per pool.
 */
const REREAD_AFTER_MS = 5 * 60_000;

/**
 * `read` as a per-pool reading kept for a few minutes: callers meanwhile share one read (its
 * promise), and a failed read gives `fallback` (the callers then plan without the figures).
 */
export function plannerFiguresPerPool<T>(
  read: (db: Pool) => Promise<T>,
  fallback: T,
): (db: Pool) => Promise<T> {
  const kept = new WeakMap<Pool, { readAt: number; figures: Promise<T> }>();
  return (db) => {
    const entry = kept.get(db);
    if (entry && Date.now() - entry.readAt < REREAD_AFTER_MS) return entry.figures;
    const figures = read(db).catch(() => fallback);
    kept.set(db, { readAt: Date.now(), figures });
    return figures;
  };
}
