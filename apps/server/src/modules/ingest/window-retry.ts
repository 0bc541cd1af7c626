/**
 * How failed windows are retried (ADR 0063): never given up, but further apart each time, so a
 * window a portal keeps refusing costs little while the windows after it carry on.
 */
export const WINDOW_RETRY_BASE_MS = 5 * 60 * 1000;
export const WINDOW_RETRY_MAX_MS = 2 * 60 * 60 * 1000;
/** This many windows failing one after another in a run means the portal is down: stop the run. */
export const MAX_CONSECUTIVE_WINDOW_FAILURES = 3;

/** When a window that has now failed `attempts` times is due again: 5, 10, 20 ... 120 minutes. */
export function nextWindowRetryAt(attempts: number, now: Date): Date {
  const delay = WINDOW_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return new Date(now.getTime() + Math.min(delay, WINDOW_RETRY_MAX_MS));
}
