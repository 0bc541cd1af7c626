const DAY_MS = 86_400_000;

/**
 * The range one scheduled sync covers for a source: from where the last run got to, minus an
 * overlap (portals publish late and re-date notices; re-reading releases we hold changes
 * nothing), or the backfill period on the first run; up to now.
 */
export function planSyncRange(options: {
  syncedUntil: Date | null;
  now: Date;
  backfillDays: number;
  overlapMs: number;
}): { from: Date; to: Date } {
  const backfillStart = new Date(options.now.getTime() - options.backfillDays * DAY_MS);
  if (!options.syncedUntil) return { from: backfillStart, to: options.now };
  const from = new Date(
    Math.max(options.syncedUntil.getTime() - options.overlapMs, backfillStart.getTime()),
  );
  return { from: from < options.now ? from : backfillStart, to: options.now };
}

/** A cron expression for "every N minutes" (N >= 60 rounds to whole hours). */
export function cronEveryMinutes(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  return `0 */${Math.min(23, Math.round(minutes / 60))} * * *`;
}
