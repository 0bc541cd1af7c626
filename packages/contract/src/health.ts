import { z } from 'zod';

/** A failed sync window waiting for its retry: data between `from` and `to` may be missing. */
export const syncGapSchema = z.object({
  from: z.string(),
  to: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  retry_at: z.string().nullable(),
});

export const sourceSyncStatusSchema = z.object({
  source_system: z.string(),
  /** `degraded` while the source has an error, a gap, or has never synced. */
  status: z.enum(['ok', 'degraded']),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  failing_since: z.string().nullable(),
  errors_total: z.number(),
  /** Everything published before this is stored. */
  synced_until: z.string().nullable(),
  /** Seconds between now and `synced_until`. */
  lag_seconds: z.number().nullable(),
  open_windows: z.number(),
  failed_windows: z.number(),
  /** The oldest failed windows (at most ten). */
  gaps: z.array(syncGapSchema),
  /**
   * Cursor loops the portal served in the last 30 days (`links.next` naming a page already
   * read): each window was read again from its first page, and failed for a later retry if the
   * loop persisted; `last_cursor_loop` is the window of the latest.
   */
  cursor_loops: z.number(),
  last_cursor_loop: z.object({ from: z.string(), to: z.string() }).nullable(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  /** Why the status is `degraded`, one line each; empty when `ok`. */
  problems: z.array(z.string()),
  database: z.object({ ok: z.boolean(), embedded: z.boolean(), latency_ms: z.number() }),
  migrations: z.object({
    applied: z.number(),
    pending: z.array(z.string()),
    latest: z.string().nullable(),
  }),
  sync: z.array(sourceSyncStatusSchema),
  opportunities: z.object({ total: z.number(), is_sample_data: z.boolean() }),
  /**
   * Tender documents (issue 32): links by fetch status, files by extraction status, pages, and
   * the files no link used that the documents job has removed since the install, and the word
   * sets whose phrase pairs are filled or still waiting for the background fill (ADR 0330).
   */
  documents: z.object({
    links: z.object({
      pending: z.number(),
      fetched: z.number(),
      failed: z.number(),
      skipped: z.number(),
    }),
    files: z.object({
      pending: z.number(),
      extracted: z.number(),
      no_text_scanned: z.number(),
      failed: z.number(),
    }),
    pages: z.number(),
    removed: z.object({ files: z.number(), bytes: z.number() }),
    phrase_pairs: z.object({ filled: z.number(), pending: z.number() }),
  }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type SourceSyncStatus = z.infer<typeof sourceSyncStatusSchema>;

/**
 * `GET /api/ready/`: whether this process should get traffic (a load balancer's check). Not
 * ready while any process runs migrations, while migrations are pending, or while the database
 * cannot be reached; `/api/health/` stays the human-readable status.
 */
export const readinessResponseSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['reachable', 'unreachable']),
  migrations: z.enum(['applied', 'running', 'pending', 'unknown']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
