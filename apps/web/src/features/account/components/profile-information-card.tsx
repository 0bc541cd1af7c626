import { Pencil, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '../hooks/use-profile';
import { AccountCard } from './account-card';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';

const MESSAGES = {
  loadFailed: 'Could not load your profile data. Please try again.',
  saved: 'Your profile has been updated successfully!',
} as const;

/** View or edit mode; saving returns to view with a dismissible success message. */
export function ProfileInformationCard() {
  const profile = useProfile();
  const [isEditing, setIsEditing] = useState(false);
  const [isSaved, setIsSaved] = useState(false);

  const editButton = profile.isSuccess && !isEditing && (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        setIsSaved(false);
        setIsEditing(true);
      }}
    >
      <Pencil aria-hidden className="size-4" />
      Edit
    </Button>
  );
  return (
    <AccountCard icon={UserRound} title="Profile Information" actions={editButton}>
      {isSaved && (
        <Alert tone="success" className="mb-4" onDismiss={() => setIsSaved(false)}>
          {MESSAGES.saved}
        </Alert>
      )}
      {profile.isPending && (
        <div role="status" className="flex items-center gap-2 py-6 text-sm text-fg-muted">
          <Spinner className="size-4" /> Loading your profile...
        </div>
      )}
      {profile.isError && (
        <Alert tone="error">
          <p>{MESSAGES.loadFailed}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => profile.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {profile.isSuccess && isEditing && (
        <ProfileForm
          profile={profile.data}
          onCancel={() => setIsEditing(false)}
          onSaved={() => {
            setIsEditing(false);
            setIsSaved(true);
          }}
        />
      )}
      {profile.isSuccess && !isEditing && <ProfileView profile={profile.data} />}
    </AccountCard>
  );
}
