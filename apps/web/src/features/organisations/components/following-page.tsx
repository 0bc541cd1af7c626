import type { Follow, OrganisationRole } from '@wac/contract';
import { Link } from 'react-router';
import { AccountListPage, KeptList, KeptRow } from '@/components/account-list-page';
import { Alert } from '@/components/ui/alert';
import { buildOrganisationPath, paths } from '@/config/paths';
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
    <KeptRow
      to={buildOrganisationPath(follow.role, follow.organisation_id)}
      name={follow.name}
      details={
        <p className="text-sm text-fg-muted">Followed since {formatDate(follow.followed_at)}</p>
      }
      release={{
        label: 'Unfollow',
        ariaLabel: `Unfollow ${follow.name}`,
        isPending: toggle.isPending,
        onClick: () =>
          toggle.mutate({
            role: follow.role,
            organisationId: follow.organisation_id,
            follow: false,
          }),
      }}
    />
  );
}

/**
 * `/account/following`: the buyers and suppliers the user follows, with unfollow. Their news
 * (new notices, new awards) comes in the alert digest on paid plans.
 */
export function FollowingPage(session: { isAuthenticated: boolean; isSessionLoading: boolean }) {
  const query = useFollows(session.isAuthenticated);
  return (
    <AccountListPage
      {...session}
      title="Following"
      intro="New notices from the buyers you follow and new awards to the suppliers you follow come in your alert digest, in a section of their own."
      signedOut="Please log in to see the buyers and suppliers you follow."
      loginNext={paths.following}
      query={query}
      loadError="Could not load who you follow"
    >
      {(data) => (
        <>
          {!data.can_follow && (
            <Alert tone="info">
              Following is part of the paid plans: you can still unfollow here.{' '}
              <Link to={paths.pricing} className="font-semibold underline">
                See the plans
              </Link>
            </Alert>
          )}
          {GROUPS.map((group) => (
            <OrganisationSection key={group.role} title={group.title}>
              <KeptList
                items={data.follows.filter((follow) => follow.role === group.role)}
                empty={group.empty}
              >
                {(follow) => (
                  <FollowRow key={`${follow.role}-${follow.organisation_id}`} follow={follow} />
                )}
              </KeptList>
            </OrganisationSection>
          ))}
        </>
      )}
    </AccountListPage>
  );
}
