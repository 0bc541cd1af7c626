/**
 * Workspace roles and what each may do (issue 29, ADR 0175): the one permission table. The
 * server checks every workspace route against it; the web will read it to show or hide actions.
 */
export const WORKSPACE_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Roles an invitation or a role change may give: ownership moves only by transfer. */
export const ASSIGNABLE_WORKSPACE_ROLES = ['admin', 'member', 'viewer'] as const;
export type AssignableWorkspaceRole = (typeof ASSIGNABLE_WORKSPACE_ROLES)[number];

export const WORKSPACE_ACTIONS = [
  'workspace.read',
  'workspace.settings',
  'workspace.transfer',
  'members.invite',
  'members.remove',
  'members.change_role',
  'pipeline.read',
  'pipeline.write',
  'pipeline.configure_stages',
  'audit.read',
  'pipeline.webhooks',
  'templates.read',
  'templates.write',
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

// Proposal templates (ADR 0247): everyone reads the library and starts responses from it; the
// people who write bids (members and up) edit it, as they edit the pipeline.
const READ: WorkspaceAction[] = ['workspace.read', 'pipeline.read', 'templates.read'];
const MANAGE: WorkspaceAction[] = [
  ...READ,
  'pipeline.write',
  'templates.write',
  'pipeline.configure_stages',
  'workspace.settings',
  'members.invite',
  'members.remove',
  'members.change_role',
  'audit.read',
  // Posting the pipeline's events to a channel outside WAC (ADR 0257): who runs the workspace.
  'pipeline.webhooks',
];

export const WORKSPACE_PERMISSIONS: Readonly<Record<WorkspaceRole, readonly WorkspaceAction[]>> = {
  owner: [...MANAGE, 'workspace.transfer'],
  admin: MANAGE,
  member: [...READ, 'pipeline.write', 'templates.write'],
  viewer: READ,
};

export function roleAllows(role: WorkspaceRole, action: WorkspaceAction): boolean {
  return WORKSPACE_PERMISSIONS[role].includes(action);
}

/**
 * Who may own a pipeline item or be assigned a checklist task (ADR 0376): whoever works on the
 * pipeline (`pipeline.write`). A viewer only reads it, so work given to them could not be done
 * by them (they cannot move the item or tick the task off).
 */
export const mayTakePipelineWork = (role: WorkspaceRole) => roleAllows(role, 'pipeline.write');

/**
 * The members a form offers as an item's owner or a task's assignee: those `mayTakePipelineWork`
 * allows, and whoever holds it now (`current`), so a form still shows the work's present holder.
 */
export const pipelineWorkers = <Member extends { user_id: number; role: WorkspaceRole }>(
  members: readonly Member[],
  current: number | null = null,
): Member[] =>
  members.filter((member) => mayTakePipelineWork(member.role) || member.user_id === current);
