import type { ApiError } from './api-error';

/**
 * The single hook for error reporting. There is no reporting service yet, so unexpected
 * failures (5xx) go to the console; 4xx answers are normal flow and stay quiet.
 */
export function reportApiError(error: ApiError, path: string): void {
  if (error.status >= 500) console.error(`API ${error.status} on ${path}: ${error.message}`);
}
