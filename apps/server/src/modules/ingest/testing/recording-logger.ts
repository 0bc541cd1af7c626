import type { IngestLogger } from '../ingest-logger';

export type LogEntry = { level: string; message: string; details: Record<string, unknown> };

/** A logger that keeps every entry, so tests can assert what was logged. */
export function createRecordingLogger(): IngestLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record = (level: string) => (details: object, message?: string) => {
    entries.push({ level, message: message ?? '', details: details as Record<string, unknown> });
  };
  return {
    entries,
    debug: record('debug'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
  };
}
