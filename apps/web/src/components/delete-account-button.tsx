import type { DeleteAccountRequest } from '@wac/contract';
import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  ConfirmButtons,
  DANGER_TRIGGER_CLASS,
  DangerDialogPanel,
} from '@/components/ui/dialog-panel';
import { STORAGE_KEYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { removeStorage } from '@/lib/browser-storage';

/** DELETE /api/auth/user/: the password confirms it is really the account holder. */
function deleteAccount(body: DeleteAccountRequest): Promise<void> {
  return apiRequest<void>('/api/auth/user/', { method: 'DELETE', body });
}

/** Without a handler: forget the session and reload on the home page, signed out. */
function leaveAsSignedOut() {
  removeStorage('local', STORAGE_KEYS.authToken);
  removeStorage('local', STORAGE_KEYS.authUser);
  window.location.assign(paths.home);
}

/**
 * "Delete account" with a confirmation dialog that asks for the password. Shared (not in the
 * account feature) so the profile page can render it with one line; pass `onDeleted` to sign out
 * through the app's own auth state instead of reloading.
 */
export function DeleteAccountButton({ onDeleted = leaveAsSignedOut }: { onDeleted?: () => void }) {
  const passwordId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [isDeleting, setIsDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsDeleting(true);
    setError(null);
    try {
      await deleteAccount({ password });
      setIsOpen(false);
      onDeleted();
    } catch (caught) {
      const fieldMessage =
        caught instanceof ApiError ? caught.firstFieldError('password') : undefined;
      setError(fieldMessage ?? getErrorMessage(caught, 'Your account could not be deleted.'));
    } finally {
      setIsDeleting(false);
    }
  };

  const changeOpen = (open: boolean) => {
    setIsOpen(open);
    if (!open) {
      setPassword('');
      setError(null);
    }
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={changeOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className={DANGER_TRIGGER_CLASS}>
          Delete account
        </Button>
      </Dialog.Trigger>
      <DangerDialogPanel
        title="Delete your account?"
        description="Your profile, favourites, alert profiles and usage history are deleted at once and cannot be recovered. Enter your password to confirm."
      >
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <div>
            <label htmlFor={passwordId} className="block text-sm font-medium">
              Password
            </label>
            <input
              id={passwordId}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${passwordId}-error` : undefined}
              className="mt-1.5 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-fg"
            />
            {error && (
              <p
                id={`${passwordId}-error`}
                role="alert"
                className="mt-1.5 text-sm text-red-700 dark:text-red-300"
              >
                {error}
              </p>
            )}
          </div>
          <ConfirmButtons
            type="submit"
            confirmLabel="Delete my account"
            disabled={isDeleting || !password}
            isBusy={isDeleting}
            isDestructive
          />
        </form>
      </DangerDialogPanel>
    </Dialog.Root>
  );
}
