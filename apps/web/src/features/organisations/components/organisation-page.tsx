import type { OrganisationRole } from '@wac/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { buildLeaderboardsPath, buildOrganisationPath, paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ApiError } from '@/lib/api-error';
import { useOrganisationProfile } from '../hooks/use-organisation-profile';
import { AnalyticsPrompt } from './analytics-prompt';
import type { FollowViewer } from './follow-button';
import { OpenOpportunitiesCard } from './open-opportunities-card';
import { OrganisationAnalyticsSections } from './organisation-analytics';
import { OrganisationHeader } from './organisation-header';
import { SupplierFrameworksCard } from './supplier-frameworks-card';

export type OrganisationViewer = FollowViewer & { userId: number | null };

const NOUN = { buyer: 'buyer', supplier: 'supplier' } as const;
const BOARD = { buyer: 'buyers', supplier: 'suppliers' } as const;
const BOARD_NAME = { buyer: 'Top Buyers', supplier: 'Top Suppliers' } as const;

/**
 * Where the page sits: under the leaderboards, which the header lists on phones only (the spec's
 * header), so the buyer and supplier pages lead there on every screen.
 */
function LeaderboardTrail({ role, name }: { role: OrganisationRole; name: string }) {
  const linkClass = 'text-link underline underline-offset-2 hover:no-underline';
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-fg-muted">
        <li>
          <Link to={paths.leaderboards} className={linkClass}>
            Procurement Leaderboards
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={buildLeaderboardsPath(BOARD[role])} className={linkClass}>
            {BOARD_NAME[role]}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="min-w-0 break-words text-fg">
          {name}
        </li>
      </ol>
    </nav>
  );
}

/**
 * `/buyer/{id}` and `/supplier/{id}` (issue 19): the header and open opportunities for everyone,
 * the analytics for paid plans (the server leaves them out otherwise; a prompt takes their
 * place). An id merged into another organisation moves to that one's address.
 */
export function OrganisationPage({
  role,
  organisationId,
  viewer,
}: {
  role: OrganisationRole;
  organisationId: number | null;
  viewer: OrganisationViewer;
}) {
  const navigate = useNavigate();
  const {
    data: profile,
    error,
    isPending,
  } = useOrganisationProfile(role, organisationId, viewer.userId);
  usePageMeta({
    title: profile ? profile.header.name : `${role === 'buyer' ? 'Buyer' : 'Supplier'} profile`,
    description: profile
      ? `${profile.header.name}: awards, top categories, ${role === 'buyer' ? 'suppliers' : 'buyers'} and open opportunities.`
      : 'Awards, top categories and open opportunities of a UK public-sector organisation.',
  });
  const canonicalId = profile?.header.id;
  useEffect(() => {
    if (canonicalId !== undefined && canonicalId !== organisationId) {
      void navigate(buildOrganisationPath(role, canonicalId), { replace: true });
    }
  }, [canonicalId, organisationId, role, navigate]);

  if (organisationId === null || error) {
    const message =
      organisationId === null || (error instanceof ApiError && error.status === 404)
        ? `This ${NOUN[role]} was not found.`
        : `Could not load this ${NOUN[role]}: ${error?.message ?? ''}`;
    return (
      <PageContainer>
        <Alert tone="error">{message}</Alert>
      </PageContainer>
    );
  }
  if (isPending || !profile) {
    return (
      <PageContainer className="flex items-center justify-center gap-3">
        <Spinner />
        <p role="status">Loading {NOUN[role]}...</p>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="space-y-6">
      <LeaderboardTrail role={role} name={profile.header.name} />
      <OrganisationHeader header={profile.header} viewer={viewer} />
      <OpenOpportunitiesCard profile={profile} />
      {role === 'supplier' && <SupplierFrameworksCard organisationId={profile.header.id} />}
      {profile.analytics ? (
        <OrganisationAnalyticsSections
          role={role}
          organisationId={profile.header.id}
          analytics={profile.analytics}
        />
      ) : (
        profile.analytics_access !== 'granted' && (
          <AnalyticsPrompt access={profile.analytics_access} />
        )
      )}
    </PageContainer>
  );
}
