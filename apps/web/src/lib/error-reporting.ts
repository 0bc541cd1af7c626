import type { ApiError } from './api-error';

/**
 * The single hook for error reporting. There is no reporting service yet, so unexpected
 * failures (5xx) go to the console; 4xx answers are normal flow and stay quiet.
 */
export function reportApiError(error: ApiError, path: string): void {
  if (error.status >= 500) console.error(`API ${error.status} on ${path}: ${error.message}`);
}

/**
 * React recovered from an error on its own, most often server-rendered markup that did not match
 * the browser's first render (the page is then rendered afresh in the browser). Worth knowing,
 * never fatal: logged as an error so the browser tests notice.
 */
export function reportRecoverableError(error: unknown): void {
  console.error('React recovered from an error:', error);
}
