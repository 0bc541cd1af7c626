import type { Follow, OrganisationRole } from '@wac/contract';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildLoginPath, buildOrganisationPath, paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useFollows, useFollowToggle } from '../hooks/use-follows';
import { OrganisationSection } from './organisation-section';

const GROUPS: { role: OrganisationRole; title: string; empty: string }[] = [
  { role: 'buyer', title: 'Buyers you follow', empty: 'No buyers yet: follow one from its page.' },
  {
    role: 'supplier',
    title: 'Suppliers you follow',
    empty: 'No suppliers yet: follow competitors from their pages.',
  },
];

function FollowRow({ follow }: { follow: Follow }) {
  const toggle = useFollowToggle();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <Link
          to={buildOrganisationPath(follow.role, follow.organisation_id)}
          className="font-medium break-words text-link hover:underline"
        >
          {follow.name}
        </Link>
        <p className="text-sm text-fg-muted">Followed since {formatDate(follow.followed_at)}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={toggle.isPending}
        onClick={() =>
          toggle.mutate({
            role: follow.role,
            organisationId: follow.organisation_id,
            follow: false,
          })
        }
        aria-label={`Unfollow ${follow.name}`}
      >
        Unfollow
      </Button>
    </li>
  );
}

/**
 * `/account/following`: the buyers and suppliers the user follows, with unfollow. Their news
 * (new notices, new awards) comes in the alert digest on paid plans.
 */
export function FollowingPage({
  isAuthenticated,
  isSessionLoading,
}: {
  isAuthenticated: boolean;
  isSessionLoading: boolean;
}) {
  const { data, error, isPending } = useFollows(isAuthenticated);
  if (!isAuthenticated && !isSessionLoading) {
    return (
      <PageContainer className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Following</h1>
        <p>Please log in to see the buyers and suppliers you follow.</p>
        <ButtonLink to={buildLoginPath({ next: paths.following })}>Go to Login</ButtonLink>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Following</h1>
        <p className="mt-2 text-fg-muted">
          New notices from the buyers you follow and new awards to the suppliers you follow come in
          your alert digest, in a section of their own.
        </p>
      </div>
      {error && <Alert tone="error">Could not load who you follow: {error.message}</Alert>}
      {(isPending || isSessionLoading) && !error ? (
        <div className="flex items-center gap-3">
          <Spinner />
          <p role="status">Loading...</p>
        </div>
      ) : (
        data && (
          <>
            {!data.can_follow && (
              <Alert tone="info">
                Following is part of the paid plans: you can still unfollow here.{' '}
                <Link to={paths.pricing} className="font-semibold underline">
                  See the plans
                </Link>
              </Alert>
            )}
            {GROUPS.map((group) => {
              const follows = data.follows.filter((follow) => follow.role === group.role);
              return (
                <OrganisationSection key={group.role} title={group.title}>
                  {follows.length === 0 ? (
                    <p className="text-sm text-fg-muted">{group.empty}</p>
                  ) : (
                    <ul className="divide-y divide-line">
                      {follows.map((follow) => (
                        <FollowRow
                          key={`${follow.role}-${follow.organisation_id}`}
                          follow={follow}
                        />
                      ))}
                    </ul>
                  )}
                </OrganisationSection>
              );
            })}
          </>
        )
      )}
    </PageContainer>
  );
}
