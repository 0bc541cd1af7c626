import { z } from 'zod';
import { emailSchema } from './auth';
import { inputText } from './input-text';
import { workspaceCompanySchema } from './workspace-company';
import { ASSIGNABLE_WORKSPACE_ROLES, WORKSPACE_ROLES } from './workspace-permissions';

export * from './workspace-company';
export * from './workspace-permissions';

/**
 * Seats (members plus pending invitations) a workspace of each tier holds, beside the other
 * tier limits (favourites.ts, csv-export.ts, alert-profiles.ts). A tier not listed has no
 * workspace at all: that is the one rule for who gets one (ADR 0175).
 */
export const seatLimitsByTier: Readonly<Record<string, number>> = {
  professional: 1,
  enterprise: 25,
};

/** The seat limit of a workspace tier; null means the tier has no workspace. */
export function getSeatLimitForTier(tier: string): number | null {
  return seatLimitsByTier[tier] ?? null;
}

/** A personal workspace is one person's, whatever its owner's plan: team seats need a team. */
export const PERSONAL_WORKSPACE_SEATS = 1;

/** The seats of a workspace: its tier's, one for a personal workspace, 0 if the plan lapsed. */
export function getWorkspaceSeatLimit(workspace: { kind: 'personal' | 'team'; tier: string }) {
  const limit = getSeatLimitForTier(workspace.tier) ?? 0;
  return workspace.kind === 'personal' ? Math.min(limit, PERSONAL_WORKSPACE_SEATS) : limit;
}

/** The lowest plan with a workspace, named to users who have none. */
export const WORKSPACE_LOWEST_PLAN = 'professional';

/** Days an invitation link works. */
export const WORKSPACE_INVITATION_LIFETIME_DAYS = 7;

/** The web page an invitation email links to (`:token` is the invitation token). */
export const workspaceInvitationPath = (token: string) =>
  `/workspaces/invite/${encodeURIComponent(token)}`;

const idText = (what: string) =>
  inputText()
    .trim()
    .regex(/^[1-9]\d{0,15}$/, `Use the ${what} number.`)
    .transform(Number);

export const workspaceParamsSchema = z.object({ id: idText('workspace') });
export const workspaceMemberParamsSchema = z.object({
  id: idText('workspace'),
  userId: idText('member'),
});
export const workspaceInvitationParamsSchema = z.object({
  id: idText('workspace'),
  invitationId: idText('invitation'),
});

const roleError = { error: `Choose one of: ${ASSIGNABLE_WORKSPACE_ROLES.join(', ')}.` };

export const inviteMemberRequestSchema = z.object({
  email: emailSchema,
  role: z.enum(ASSIGNABLE_WORKSPACE_ROLES, roleError),
});
export const changeMemberRoleRequestSchema = z.object({
  role: z.enum(ASSIGNABLE_WORKSPACE_ROLES, roleError),
});
export const acceptInvitationRequestSchema = z.object({
  token: inputText({ error: 'Enter the invitation code.' })
    .trim()
    .min(1, 'Enter the invitation code.')
    .max(200, 'This invitation code is not valid.'),
});
/**
 * What an invitation link shows the person holding it before they accept (ADR 0377): where, who
 * from, as what. Only a valid, pending token answers; any other is refused and names nothing.
 */
export const invitationPreviewSchema = z.object({
  workspace_name: z.string(),
  /** Who sent it, by name (else email); null when their account has since been deleted. */
  inviter_name: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
  /** The address it was sent to: the one to sign in or register with. */
  email: z.string(),
  expires_at: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** A person by name as workspaces show them: first and last name, else the email address. */
export const personDisplayName = (person: {
  first_name?: string | null;
  last_name?: string | null;
  email: string;
}) => [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email;

export const WORKSPACE_NAME_MAX_LENGTH = 100;
export const renameWorkspaceRequestSchema = z.object({
  name: inputText({ error: 'Enter a name for the workspace.' })
    .trim()
    .min(1, 'Enter a name for the workspace.')
    .max(WORKSPACE_NAME_MAX_LENGTH, `Keep the name to ${WORKSPACE_NAME_MAX_LENGTH} characters.`),
});
export const transferWorkspaceRequestSchema = z.object({
  user_id: z
    .number({ error: 'Choose the member who becomes the owner.' })
    .int({ error: 'Choose the member who becomes the owner.' })
    .positive({ error: 'Choose the member who becomes the owner.' }),
});

const roleSchema = z.enum(WORKSPACE_ROLES);

export const workspaceSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['personal', 'team']),
  tier: z.string(),
  my_role: roleSchema,
});

export const workspaceListResponseSchema = z.object({
  results: z.array(workspaceSummarySchema),
  /** The plan a personal workspace needs when the caller has none (null when they have one). */
  plan_needed: z.string().nullable(),
});

export const workspaceMemberSchema = z.object({
  user_id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  joined_at: z.string(),
});

export const workspaceInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: roleSchema,
  expires_at: z.string(),
  created_at: z.string(),
});

export const workspaceDetailSchema = workspaceSummarySchema.extend({
  members: z.array(workspaceMemberSchema),
  /** Pending invitations; only roles that may invite see them (empty for the others). */
  invitations: z.array(workspaceInvitationSchema),
  /** Seats taken count members and pending invitations. */
  seats: z.object({ used: z.number(), limit: z.number() }),
  permissions: z.array(z.string()),
  /** The company the workspace bids as (ADR 0177). */
  company: workspaceCompanySchema,
});

export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;
export type WorkspaceListResponse = z.infer<typeof workspaceListResponseSchema>;
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;
export type WorkspaceInvitation = z.infer<typeof workspaceInvitationSchema>;
