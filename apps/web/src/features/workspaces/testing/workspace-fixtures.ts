import { WORKSPACE_PERMISSIONS, type WorkspaceDetail, type WorkspaceRole } from '@wac/contract';
import { NO_COMPANY } from '@/lib/testing/workspace-company';

/** Test data for the workspace pages' component tests. */

export const member = (user_id: number, first_name: string, role: WorkspaceRole) => ({
  user_id,
  email: `${first_name.toLowerCase()}@example.test`,
  first_name,
  last_name: 'Example',
  role,
  joined_at: '2026-11-01T10:00:00.000Z',
});

/** A team seen by `role` (the permissions the API would send that role). */
export const teamSeenBy = (role: WorkspaceRole): WorkspaceDetail => ({
  id: 7,
  name: 'Bid team',
  kind: 'team',
  tier: 'enterprise',
  my_role: role,
  members: [
    member(1, 'Olive', 'owner'),
    member(2, 'Adam', 'admin'),
    member(3, 'Mia', 'member'),
    member(4, 'Vic', 'viewer'),
  ],
  invitations: [
    {
      id: 9,
      email: 'pending@example.test',
      role: 'viewer',
      created_at: '2026-11-20T10:00:00.000Z',
      expires_at: '2026-11-27T10:00:00.000Z',
    },
  ],
  seats: { used: 5, limit: 25 },
  company: NO_COMPANY,
  permissions: [...WORKSPACE_PERMISSIONS[role]],
});
