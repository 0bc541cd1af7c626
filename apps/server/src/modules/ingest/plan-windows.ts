import type { DateWindow } from './portal-feed';

/**
 * Cuts [from, to) into windows of at most `sizeMs`, with inner boundaries on a fixed grid
 * (multiples of `sizeMs` since the epoch). The same range always gives the same windows, so
 * planning twice inserts nothing new, and ranges of later runs share most boundaries.
 */
export function planGridWindows(from: Date, to: Date, sizeMs: number): DateWindow[] {
  if (!(sizeMs > 0)) throw new Error('window size must be positive');
  const windows: DateWindow[] = [];
  const end = to.getTime();
  let start = from.getTime();
  while (start < end) {
    const gridEnd = (Math.floor(start / sizeMs) + 1) * sizeMs;
    const windowEnd = Math.min(gridEnd, end);
    windows.push({ start: new Date(start), end: new Date(windowEnd) });
    start = windowEnd;
  }
  return windows;
}

/**
 * Cuts [from, to) at UTC calendar month starts: for portals asked one publication month at a
 * time. The last window ends at `to`, so the current month is asked again (whole) by every run.
 */
export function planMonthWindows(from: Date, to: Date): DateWindow[] {
  const windows: DateWindow[] = [];
  let start = from.getTime();
  while (start < to.getTime()) {
    const date = new Date(start);
    const monthEnd = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
    const windowEnd = Math.min(monthEnd, to.getTime());
    windows.push({ start: new Date(start), end: new Date(windowEnd) });
    start = windowEnd;
  }
  return windows;
}

/**
 * The range the next scheduled sync should cover: from where planning got to (`plannedUntil`,
 * else `syncedUntil`) minus an overlap (a release published late into an already-synced window
 * is still seen; storing it twice changes nothing), or a backfill of `backfillMs` on the first
 * run. Windows before that are already planned: failed ones stay due until they succeed, so a
 * gap is retried without planning it again. A long outage is caught up in full: no gap.
 */
export function chooseSyncRange(options: {
  now: Date;
  syncedUntil: Date | null;
  plannedUntil?: Date | null;
  backfillMs: number;
  overlapMs: number;
}): DateWindow {
  const { now, backfillMs, overlapMs } = options;
  const resumeFrom = options.plannedUntil ?? options.syncedUntil;
  const start = resumeFrom
    ? Math.min(resumeFrom.getTime(), now.getTime()) - overlapMs
    : now.getTime() - backfillMs;
  return { start: new Date(start), end: now };
}
