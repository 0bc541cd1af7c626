/** A cron expression for "every N minutes" (N >= 60 rounds to whole hours). */
export function cronEveryMinutes(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, Math.round(minutes))} * * * *`;
  return `0 */${Math.min(23, Math.round(minutes / 60))} * * *`;
}
