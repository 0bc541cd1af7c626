import type { OrganisationRole } from '@wac/contract';
import { useParams } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { OrganisationPage } from '@/features/organisations/components/organisation-page';
import { isPaidTier } from '@/lib/tiers';

/** The route body shared by /buyer/:organisationId and /supplier/:organisationId. */
export function OrganisationRoute({ organisationRole }: { organisationRole: OrganisationRole }) {
  const { organisationId } = useParams();
  const { isAuthenticated, user, sessionUserId } = useAuth();
  const id = /^\d{1,15}$/.test(organisationId ?? '') ? Number(organisationId) : null;
  return (
    <OrganisationPage
      role={organisationRole}
      organisationId={id}
      viewer={{
        userId: sessionUserId,
        isAuthenticated,
        isPaid: isPaidTier(user) || Boolean(user?.is_staff),
      }}
    />
  );
}
