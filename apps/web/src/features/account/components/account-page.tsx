import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteAccountButton } from '@/components/delete-account-button';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { ButtonLink } from '@/components/ui/button';
import { buildLoginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getGreetingName } from '../utils/account-text';
import { ApiKeysCard } from './api-keys-card';
import { CalendarFeedCard } from './calendar-feed-card';
import { DailyUsageCard } from './daily-usage-card';
import { ProfileInformationCard } from './profile-information-card';
import { SecurityCard } from './security-card';
import { SubscriptionCard } from './subscription-card';
import { WebhooksCard } from './webhooks-card';
import { WorkspacesCard } from './workspaces-card';

/**
 * /account/profile (account-area.md "Account profile page"). `notice` sits above the cards
 * (the route puts the email confirmation reminder there).
 */
export function AccountPage({ notice }: { notice?: ReactNode }) {
  const { user, isAuthenticated, isLoading, token } = useAuth();
  if (!isAuthenticated && isLoading && token) return <PageLoading />;
  if (!isAuthenticated || !user) {
    return (
      <PageContainer>
        <div className="mx-auto max-w-md rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-sm">
          <p className="text-fg-muted">Please log in to view your account details.</p>
          <ButtonLink to={buildLoginPath({ next: paths.accountProfile })} className="mt-6">
            <LogIn aria-hidden className="size-4" />
            Log In
          </ButtonLink>
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">
          Welcome back, {getGreetingName(user)}!
        </h1>
        <p className="mt-1 text-fg-muted">Manage your profile, usage, security and subscription.</p>
      </header>
      {notice}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProfileInformationCard />
          <CalendarFeedCard />
          <WebhooksCard />
          <ApiKeysCard />
        </div>
        <div className="space-y-6">
          <DailyUsageCard />
          <SecurityCard />
          <SubscriptionCard user={user} />
          <WorkspacesCard />
          <DeleteAccountButton />
        </div>
      </div>
    </PageContainer>
  );
}
