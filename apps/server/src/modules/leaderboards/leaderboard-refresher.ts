import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from '../../db/pool';
import { rebuildLeaderboardSummary } from './leaderboard-summary.repository';

/**
 * During a long ingest the awards change every few seconds; rebuilding after each change would
 * keep the database busy, so rebuilds start at most this often. Meanwhile reads get the summary
 * while the changes it misses are recent, else the live query (ADR 0025).
 */
export const MIN_REBUILD_INTERVAL_MS = 30_000;

export type LeaderboardRefresher = {
  /** Starts a background rebuild unless one is running or one started too recently. */
  requestRebuild(): void;
  /** Waits for a running rebuild (on shutdown, so the pool is not closed under it). */
  close(): Promise<void>;
};

export function createLeaderboardRefresher(
  pool: Pool,
  log: FastifyBaseLogger,
  minIntervalMs = MIN_REBUILD_INTERVAL_MS,
): LeaderboardRefresher {
  let running: Promise<void> | null = null;
  let lastStartedAt = Number.NEGATIVE_INFINITY;
  let isClosed = false;
  return {
    requestRebuild() {
      if (running || isClosed || Date.now() - lastStartedAt < minIntervalMs) return;
      lastStartedAt = Date.now();
      const started = performance.now();
      running = rebuildLeaderboardSummary(pool)
        .then((didRebuild) => {
          if (didRebuild) {
            log.info({ ms: Math.round(performance.now() - started) }, 'leaderboards rebuilt');
          }
        })
        .catch((error: unknown) => log.warn({ err: error }, 'leaderboard rebuild failed'))
        .finally(() => {
          running = null;
        });
    },
    async close() {
      isClosed = true;
      await running;
    },
  };
}

/**
 * Rebuilds the leaderboard summary (ADR 0025) right after a sync that brought anything new, so
 * visitors read the pre-ranked boards instead of waiting on the live query until a read asks for
 * a rebuild. A failure is only logged: the boards stay exact through the live fallback. The sync
 * calls it through its reactions (ADR 0192).
 */
export async function refreshLeaderboardsAfterSync(
  pool: Pool,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const started = performance.now();
  try {
    if (await rebuildLeaderboardSummary(pool)) {
      logger.info({ ms: Math.round(performance.now() - started) }, 'leaderboards rebuilt');
    }
  } catch (error) {
    logger.warn({ err: error }, 'leaderboard rebuild after sync failed');
  }
}
