import { z } from 'zod';
import { organisationParamsSchema, organisationRoleSchema } from './organisations';

/**
 * Following buyers and suppliers (issue 19, ADR 0087): `GET /api/follows/`,
 * `POST /api/follows/` and `DELETE /api/follows/{role}/{id}/`. Paid tiers follow; anyone signed
 * in may list and unfollow (a lapsed plan keeps its list, without digests).
 */
export const followRequestSchema = z.object({
  role: organisationRoleSchema,
  organisation_id: organisationParamsSchema.shape.id,
});
export type FollowRequest = z.infer<typeof followRequestSchema>;

export const followParamsSchema = z.object({
  role: organisationRoleSchema,
  id: organisationParamsSchema.shape.id,
});

export const followSchema = z.object({
  role: organisationRoleSchema,
  organisation_id: z.number().int(),
  name: z.string(),
  followed_at: z.string(),
});
export type Follow = z.infer<typeof followSchema>;

export const followListSchema = z.object({
  follows: z.array(followSchema),
  /** Whether the account's plan includes following (and the digest section). */
  can_follow: z.boolean(),
});
export type FollowList = z.infer<typeof followListSchema>;

/** Most organisations one account may follow: a guard against scripts, far above real use. */
export const MAX_FOLLOWS = 200;
