import type { HealthResponse } from '@wac/contract';

export type SourceState = {
  source: string;
  isFailing: boolean;
  /** One line for the state column: "Up to date", "Failing: <error>", "Never synced". */
  summary: string;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  syncedUntil: string | null;
};

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
  };
}
