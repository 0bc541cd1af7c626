import {
  ASSIGNABLE_WORKSPACE_ROLES,
  type AssignableWorkspaceRole,
  type WorkspaceDetail,
  type WorkspaceMember,
} from '@wac/contract';
import { Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmailAddress } from '@/components/ui/email-address';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { AccountCard } from '@/features/account/components/account-card';
import { getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { changeMemberRole, leaveWorkspace, removeMember } from '../api/workspaces-api';
import { useWorkspaceChange } from '../hooks/use-workspace';
import { memberName, ROLE_LABELS } from '../utils/workspace-text';
import { ConfirmButton } from './confirm-dialog';

function RoleSelect({
  workspace,
  member,
}: {
  workspace: WorkspaceDetail;
  member: WorkspaceMember;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const change = useWorkspaceChange(workspace.id, (role: AssignableWorkspaceRole) =>
    changeMemberRole(workspace.id, member.user_id, role),
  );
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        Role of {memberName(member)}
      </label>
      <select
        id={id}
        value={member.role}
        disabled={change.isPending}
        className={`${INPUT_CLASS} h-9 w-32`}
        onChange={(event) => {
          setError(null);
          change.mutate(event.target.value as AssignableWorkspaceRole, {
            onError: (caught) => setError(getErrorMessage(caught, 'The role was not changed.')),
          });
        }}
      >
        {ASSIGNABLE_WORKSPACE_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

function MemberRow({
  workspace,
  member,
  myUserId,
}: {
  workspace: WorkspaceDetail;
  member: WorkspaceMember;
  myUserId: number;
}) {
  const navigate = useNavigate();
  const can = (action: string) => workspace.permissions.includes(action);
  const isMe = member.user_id === myUserId;
  const isOwner = member.role === 'owner';
  const remove = useWorkspaceChange(workspace.id, () => removeMember(workspace.id, member.user_id));
  const name = memberName(member);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {name} {isMe && <span className="text-fg-muted">(you)</span>}
        </p>
        <p className="text-sm text-fg-muted">
          <EmailAddress email={member.email} />
        </p>
        <p className="text-xs text-fg-muted">Joined {formatDate(member.joined_at)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {!isOwner && !isMe && can('members.change_role') ? (
          <RoleSelect workspace={workspace} member={member} />
        ) : (
          <Badge tone={isOwner ? 'premium' : 'neutral'}>{ROLE_LABELS[member.role]}</Badge>
        )}
        {!isOwner && !isMe && can('members.remove') && (
          <ConfirmButton
            label="Remove"
            ariaLabel={`Remove ${name}`}
            title={`Remove ${name}?`}
            description={`${member.email} loses access to ${workspace.name} and stops owning its pipeline items.`}
            confirmLabel="Remove member"
            onConfirm={() => remove.mutateAsync(undefined)}
          />
        )}
        {isMe && !isOwner && (
          <ConfirmButton
            label="Leave"
            title={`Leave ${workspace.name}?`}
            description="You lose access to this workspace and its pipeline; an admin can invite you again."
            confirmLabel="Leave workspace"
            onConfirm={async () => {
              await leaveWorkspace(workspace.id);
              navigate(paths.workspaces);
            }}
          />
        )}
      </div>
    </li>
  );
}

/** The members with their roles; the actions each row offers are those the caller's role allows. */
export function MembersSection({
  workspace,
  myUserId,
}: {
  workspace: WorkspaceDetail;
  myUserId: number;
}) {
  return (
    <AccountCard icon={Users} title="Members">
      <ul className="divide-y divide-line">
        {workspace.members.map((member) => (
          <MemberRow
            key={member.user_id}
            workspace={workspace}
            member={member}
            myUserId={myUserId}
          />
        ))}
      </ul>
    </AccountCard>
  );
}
