import type { HealthResponse } from '@wac/contract';

export type SourceState = {
  source: string;
  isFailing: boolean;
  /** One line for the state column: "Up to date", "Failing: <error>", "Never synced". */
  summary: string;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  syncedUntil: string | null;
  /** Lines on what went wrong lately and was handled: failed windows, cursor loops. */
  notes: string[];
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

function describeNotes(entry: SyncEntry): string[] {
  const notes: string[] = [];
  if (entry.failed_windows > 0)
    notes.push(
      `${plural(entry.failed_windows, 'time window', 'time windows')} failed and will be read again.`,
    );
  if (entry.cursor_loops > 0) {
    const latest = entry.last_cursor_loop
      ? ` (latest in ${day(entry.last_cursor_loop.from)} to ${day(entry.last_cursor_loop.to)})`
      : '';
    notes.push(
      `${plural(entry.cursor_loops, 'cursor loop', 'cursor loops')} in the last 30 days${latest}: the portal's next-page link led back to a page already read, so the window was read again from its start.`,
    );
  }
  return notes;
}

type SyncEntry = HealthResponse['sync'][number] & { status?: string };

/** What staff need to see of one source's sync: is it failing, and since when was it fine. */
export function describeSourceState(entry: SyncEntry): SourceState {
  const isFailing = entry.status === 'degraded' || entry.last_error !== null;
  let summary = 'Up to date';
  if (entry.last_error) summary = `Failing: ${entry.last_error}`;
  else if (!entry.last_success_at) summary = entry.last_attempt_at ? 'Not synced yet' : 'Never run';
  return {
    source: entry.source_system,
    isFailing: isFailing || !entry.last_success_at,
    summary,
    lastSuccessAt: entry.last_success_at,
    lastAttemptAt: entry.last_attempt_at,
    syncedUntil: entry.synced_until,
    notes: describeNotes(entry),
  };
}
