import { useQuery } from '@tanstack/react-query';
import type { WorkspaceMember } from '@wac/contract';
import { getWorkspace, itemWorkKeys } from '../api/item-work-api';

/** The member's display name: first and last name, else the email address. */
export const memberName = (member: WorkspaceMember) =>
  `${member.first_name} ${member.last_name}`.trim() || member.email;

/**
 * The workspace an item belongs to, for its members (mentions, assignees) and what the caller's
 * role may do there (the server's permission table, answered as `permissions`).
 */
export function useItemWorkspace(workspaceId: number) {
  const query = useQuery({
    queryKey: itemWorkKeys.workspace(workspaceId),
    queryFn: () => getWorkspace(workspaceId),
  });
  const members = query.data?.members ?? [];
  return {
    query,
    members,
    canWrite: query.data?.permissions.includes('pipeline.write') ?? false,
    nameOf: (userId: number | null) => {
      const member = members.find((m) => m.user_id === userId);
      return member ? memberName(member) : null;
    },
  };
}
