import type { PipelineItem } from '@wac/contract';
import { ApiError } from '@/lib/api-error';

/** The item a 409 carries as it now is (a teammate's save, or the item already there). */
export function readConflictItem(error: unknown): PipelineItem | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { current?: PipelineItem } | undefined;
  return body?.current && typeof body.current.id === 'number' ? body.current : null;
}
