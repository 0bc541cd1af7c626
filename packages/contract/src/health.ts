import { z } from 'zod';

export const sourceSyncStatusSchema = z.object({
  source_system: z.string(),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_error: z.string().nullable(),
  synced_until: z.string().nullable(),
});

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), embedded: z.boolean(), latency_ms: z.number() }),
  migrations: z.object({
    applied: z.number(),
    pending: z.array(z.string()),
    latest: z.string().nullable(),
  }),
  sync: z.array(sourceSyncStatusSchema),
  opportunities: z.object({ total: z.number(), is_sample_data: z.boolean() }),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
