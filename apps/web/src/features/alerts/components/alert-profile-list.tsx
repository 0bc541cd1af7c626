import type { AlertProfile } from '@wac/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Alert } from '@/components/ui/alert';
import { getErrorMessage } from '@/lib/api-error';
import { useDeleteAlertProfile } from '../hooks/use-alert-profiles';
import { ALERT_TEXT, describeListError } from '../utils/alert-text';
import { AlertProfileCard } from './alert-profile-card';
import { AlertsEmptyState } from './alerts-empty-state';
import { ConfirmDialog } from './confirm-dialog';

interface AlertProfileListProps {
  profiles: readonly AlertProfile[];
  onEdit: (profile: AlertProfile) => void;
}

/** The profile cards, or the empty state; deleting asks first (section 2). */
export function AlertProfileList({ profiles, onEdit }: AlertProfileListProps) {
  const [pendingDelete, setPendingDelete] = useState<AlertProfile | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteAlertProfile();

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(pendingDelete.id);
      toast.success('Alert profile deleted.');
    } catch (error) {
      setDeleteError(describeListError(getErrorMessage(error, ALERT_TEXT.saveFailed)));
    } finally {
      setPendingDelete(null);
    }
  };

  return (
    <>
      {deleteError && (
        <Alert tone="error" className="mb-6" onDismiss={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      {profiles.length === 0 ? (
        <AlertsEmptyState />
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2">
          {profiles.map((profile) => (
            <li key={profile.id}>
              <AlertProfileCard
                profile={profile}
                onEdit={() => onEdit(profile)}
                onDelete={() => setPendingDelete(profile)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPendingDelete(null);
        }}
        title="Delete alert profile"
        description={ALERT_TEXT.deleteConfirm}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        isBusy={remove.isPending}
        isDestructive
      />
    </>
  );
}
