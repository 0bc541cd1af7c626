import type { OrganisationRole } from '@wac/contract';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { buildLoginPath, paths } from '@/config/paths';
import { useFollowToggle } from '../hooks/use-follows';

export type FollowViewer = { isAuthenticated: boolean; isPaid: boolean };

interface FollowButtonProps {
  role: OrganisationRole;
  organisationId: number;
  isFollowed: boolean | null;
  viewer: FollowViewer;
}

/**
 * Follow or unfollow (paid plans: news in the alert digest). Visitors are sent to log in, free
 * accounts to the plans; the server decides again on every call.
 */
export function FollowButton({ role, organisationId, isFollowed, viewer }: FollowButtonProps) {
  const location = useLocation();
  const toggle = useFollowToggle();
  const [error, setError] = useState<string | null>(null);
  const label = role === 'buyer' ? 'new notices' : 'new awards';
  if (!viewer.isAuthenticated) {
    return (
      <ButtonLink variant="secondary" to={buildLoginPath({ next: location.pathname })}>
        <Bell aria-hidden="true" className="size-4" /> Log in to follow
      </ButtonLink>
    );
  }
  if (!viewer.isPaid && !isFollowed) {
    return (
      <ButtonLink variant="secondary" to={paths.pricing}>
        <Bell aria-hidden="true" className="size-4" /> Upgrade to follow
      </ButtonLink>
    );
  }
  const onClick = () => {
    setError(null);
    toggle.mutate(
      { role, organisationId, follow: !isFollowed },
      { onError: (failure) => setError(failure.message || 'Could not update the follow.') },
    );
  };
  return (
    <div className="flex flex-col items-start gap-2 sm:max-w-xs sm:shrink-0 sm:items-end sm:text-right">
      {isFollowed && (
        <p className="text-sm font-medium text-fg-muted">
          You follow this {role}: its {label} come in your alert digest.
        </p>
      )}
      <Button
        variant={isFollowed ? 'secondary' : 'primary'}
        onClick={onClick}
        disabled={toggle.isPending}
      >
        {isFollowed ? (
          <BellOff aria-hidden="true" className="size-4" />
        ) : (
          <Bell aria-hidden="true" className="size-4" />
        )}
        {isFollowed ? 'Unfollow' : 'Follow'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
