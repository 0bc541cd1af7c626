import type { WorkspaceDetail } from '@wac/contract';
import { Crown, Settings } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { AccountCard } from '@/features/account/components/account-card';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { renameWorkspace, transferOwnership } from '../api/workspaces-api';
import { useWorkspaceChange } from '../hooks/use-workspace';
import { memberName, ROLE_LABELS } from '../utils/workspace-text';
import { ConfirmButton } from './confirm-dialog';

/** Renames a team workspace (a personal one keeps its owner's name). */
export function RenameSection({ workspace }: { workspace: WorkspaceDetail }) {
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const rename = useWorkspaceChange(workspace.id, () => renameWorkspace(workspace.id, name));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await rename.mutateAsync(undefined);
      setSaved(true);
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.firstFieldError('name') : undefined;
      setError(field ?? getErrorMessage(caught, 'The name was not saved.'));
    }
  };
  return (
    <AccountCard icon={Settings} title="Workspace name">
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          error={error}
        />
        {saved && (
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            Saved.
          </p>
        )}
        <Button type="submit" disabled={rename.isPending || name.trim() === workspace.name}>
          {rename.isPending && <Spinner className="size-4 border-on-brand/40 border-t-on-brand" />}
          Save name
        </Button>
      </form>
    </AccountCard>
  );
}

/**
 * The owner hands the workspace to an admin or member, after confirming; they stay an admin.
 * Not shown for a personal workspace with nobody else in it (ADR 0372).
 */
export function TransferSection({ workspace }: { workspace: WorkspaceDetail }) {
  const id = useId();
  const heirs = workspace.members.filter((m) => m.role === 'admin' || m.role === 'member');
  const [userId, setUserId] = useState('');
  const transfer = useWorkspaceChange(workspace.id, () =>
    transferOwnership(workspace.id, Number(userId)),
  );
  const heir = heirs.find((member) => String(member.user_id) === userId);
  // Nobody can join a personal workspace (one seat), so there is nobody to hand it to.
  if (workspace.kind === 'personal' && heirs.length === 0) return null;
  return (
    <AccountCard icon={Crown} title="Transfer ownership">
      {heirs.length === 0 ? (
        <p className="text-sm text-fg-muted">
          Ownership goes to an admin or a member: invite one first.
        </p>
      ) : (
        <div className="space-y-4">
          <div className="space-y-1.5">
            <label htmlFor={id} className="block text-sm font-medium">
              New owner
            </label>
            <select
              id={id}
              value={userId}
              onChange={(event) => setUserId(event.target.value)}
              className={INPUT_CLASS}
            >
              <option value="">Choose a member</option>
              {heirs.map((member) => (
                <option key={member.user_id} value={member.user_id}>
                  {memberName(member)} ({ROLE_LABELS[member.role]})
                </option>
              ))}
            </select>
          </div>
          <p className="text-sm text-fg-muted">You stay in the workspace as an admin.</p>
          {heir && (
            <ConfirmButton
              size="md"
              label="Transfer ownership"
              title={`Make ${memberName(heir)} the owner?`}
              description={`${heir.email} becomes the owner of ${workspace.name} and you become an admin. Only the new owner can transfer it back.`}
              confirmLabel="Transfer ownership"
              onConfirm={() => transfer.mutateAsync(undefined)}
            />
          )}
        </div>
      )}
    </AccountCard>
  );
}
