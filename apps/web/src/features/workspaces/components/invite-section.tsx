import {
  ASSIGNABLE_WORKSPACE_ROLES,
  type AssignableWorkspaceRole,
  type WorkspaceDetail,
} from '@wac/contract';
import { MailPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AccountCard } from '@/features/account/components/account-card';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { inviteMember, revokeInvitation } from '../api/workspaces-api';
import { useWorkspaceChange } from '../hooks/use-workspace';
import { describeSeats, ROLE_HINTS, ROLE_LABELS } from '../utils/workspace-text';
import { ConfirmButton } from './confirm-dialog';

const ROLE_OPTIONS = ASSIGNABLE_WORKSPACE_ROLES.map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

function InviteForm({ workspace }: { workspace: WorkspaceDetail }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableWorkspaceRole>('member');
  const [error, setError] = useState<{ email?: string; form?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invite = useWorkspaceChange(workspace.id, () =>
    inviteMember(workspace.id, { email, role }),
  );
  const isFull = workspace.seats.used >= workspace.seats.limit;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError({});
    setSentTo(null);
    try {
      await invite.mutateAsync(undefined);
      setSentTo(email);
      setEmail('');
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.firstFieldError('email') : undefined;
      setError(
        field
          ? { email: field }
          : { form: getErrorMessage(caught, 'The invitation was not sent.') },
      );
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-fg-muted">
        {describeSeats(workspace.seats)} (members and pending invitations).
        {isFull && ' Every seat is taken: remove a member or revoke an invitation to invite.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error.email}
          disabled={isFull}
        />
        <SelectField
          label="Role"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableWorkspaceRole)}
          disabled={isFull}
        />
      </div>
      <p className="text-sm text-fg-muted">{ROLE_HINTS[role]}</p>
      {error.form && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error.form}
        </p>
      )}
      {sentTo && (
        <p role="status" className="text-sm text-green-800 dark:text-green-300">
          Invitation sent to {sentTo}. The link works for 7 days.
        </p>
      )}
      <Button type="submit" disabled={isFull || invite.isPending || !email.trim()}>
        {invite.isPending && <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />}
        Send invitation
      </Button>
    </form>
  );
}

function PendingInvitations({ workspace }: { workspace: WorkspaceDetail }) {
  const revoke = useWorkspaceChange(workspace.id, (invitationId: number) =>
    revokeInvitation(workspace.id, invitationId),
  );
  if (workspace.invitations.length === 0) {
    return <p className="text-sm text-fg-muted">No pending invitations.</p>;
  }
  return (
    <ul className="divide-y divide-line">
      {workspace.invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium">
              <EmailAddress email={invitation.email} />
            </p>
            <p className="text-sm text-fg-muted">
              {ROLE_LABELS[invitation.role]}, expires {formatDate(invitation.expires_at)}
            </p>
          </div>
          <ConfirmButton
            label="Revoke"
            ariaLabel={`Revoke the invitation to ${invitation.email}`}
            title="Revoke this invitation?"
            description={`The link sent to ${invitation.email} stops working and its seat is freed.`}
            confirmLabel="Revoke invitation"
            onConfirm={() => revoke.mutateAsync(invitation.id)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A personal workspace has one seat whatever the plan (getWorkspaceSeatLimit), taken by its
 * owner: no invitation can ever be sent, so it says where teammates go instead (ADR 0372).
 */
function PersonalSeatNote() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-fg-muted">
        A personal workspace has one seat: yours. Teammates join a team workspace, which comes with
        the Enterprise plan.
      </p>
      <ButtonLink to={paths.pricing} variant="secondary">
        See the plans
      </ButtonLink>
    </div>
  );
}

/** Invite by email with a role, and the invitations still pending (owners and admins). */
export function InviteSection({ workspace }: { workspace: WorkspaceDetail }) {
  if (workspace.kind === 'personal' && workspace.invitations.length === 0) {
    return (
      <AccountCard icon={MailPlus} title="Invite a teammate">
        <PersonalSeatNote />
      </AccountCard>
    );
  }
  return (
    <AccountCard icon={MailPlus} title="Invite a teammate">
      <InviteForm workspace={workspace} />
      <h3 className="mt-6 mb-1 font-semibold">Pending invitations</h3>
      <PendingInvitations workspace={workspace} />
    </AccountCard>
  );
}
