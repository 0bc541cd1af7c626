import { type AlertProfile, getAlertProfileLimitFor } from '@wac/contract';
import { tierIncludes } from '@wac/contract/plan-features';
import { Lock, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { buildLoginPath, paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSiteConfig } from '@/hooks/use-site-config';
import { getErrorMessage } from '@/lib/api-error';
import { isFreeTier } from '@/lib/tiers';
import { useAlertProfiles } from '../hooks/use-alert-profiles';
import {
  type AlertFormValues,
  EMPTY_ALERT_FORM,
  readSearchPrefill,
  toFormValues,
} from '../utils/alert-form';
import { ALERT_TEXT, describeListError, describeProfileLimit } from '../utils/alert-text';
import { AlertProfileList } from './alert-profile-list';
import { AlertWizard } from './alert-wizard';
import { UpgradePrompt } from './upgrade-prompt';

type Mode =
  | { kind: 'list' }
  | { kind: 'wizard'; profile: AlertProfile | null; values: AlertFormValues };

function PageHeader({ action }: { action?: React.ReactNode }) {
  return (
    <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{ALERT_TEXT.pageTitle}</h1>
        <p className="mt-1 text-fg-muted">{ALERT_TEXT.pageIntro}</p>
      </div>
      {action}
    </header>
  );
}

/** /account/alerts (account-area.md "My Alert Profiles"): list mode or wizard mode. */
export function AlertsPage() {
  const { isAuthenticated, isLoading: isAuthLoading, token, user } = useAuth();
  const isPaid = isAuthenticated && !isFreeTier(user);
  const profiles = useAlertProfiles(isPaid);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [searchParams, setSearchParams] = useSearchParams();
  const siteConfig = useSiteConfig();
  const count = profiles.data?.length ?? 0;
  // The server's reading of the limits (ADR 0040); the interface's 5 until its settings arrive.
  const limit = getAlertProfileLimitFor(
    user?.tier,
    siteConfig.data?.alert_profile_limits ?? 'interface',
  );
  const isAtLimit = count >= limit;

  // The search screen's Create Alert button opens the wizard pre-filled (beyond the spec).
  useEffect(() => {
    if (!profiles.isSuccess) return;
    const prefill = readSearchPrefill(searchParams);
    if (!prefill) return;
    setSearchParams({}, { replace: true });
    if (!isAtLimit) setMode({ kind: 'wizard', profile: null, values: prefill });
  }, [searchParams, profiles.isSuccess, isAtLimit, setSearchParams]);

  if (!isAuthenticated && isAuthLoading && token) return <PageLoading />;
  if (!isAuthenticated) {
    return (
      <PageContainer>
        <PageHeader />
        <Alert tone="info" title="Please log in to manage your alert profiles.">
          <ButtonLink to={buildLoginPath({ next: paths.alerts })} size="sm" className="mt-3">
            <Lock aria-hidden className="size-4" />
            Go to Login
          </ButtonLink>
        </Alert>
      </PageContainer>
    );
  }
  if (!isPaid) {
    return (
      <PageContainer>
        <PageHeader />
        <UpgradePrompt />
      </PageContainer>
    );
  }
  if (mode.kind === 'wizard') {
    return (
      <PageContainer>
        <PageHeader />
        <AlertWizard
          profile={mode.profile}
          initialValues={mode.values}
          onClose={() => setMode({ kind: 'list' })}
          canSearchDocuments={
            Boolean(user?.is_staff) || tierIncludes(user?.tier, 'document_search')
          }
        />
      </PageContainer>
    );
  }

  const createButton = (
    <div className="flex flex-col items-end gap-1">
      <Button
        onClick={() => setMode({ kind: 'wizard', profile: null, values: EMPTY_ALERT_FORM })}
        disabled={!profiles.isSuccess || isAtLimit}
      >
        <Plus aria-hidden className="size-4" />
        {ALERT_TEXT.createProfile}
      </Button>
      {profiles.isSuccess && isAtLimit && (
        <p className="text-sm text-fg-muted">{describeProfileLimit(count, limit)}</p>
      )}
    </div>
  );
  return (
    <PageContainer>
      <PageHeader action={createButton} />
      {profiles.isPending && <PageLoading />}
      {profiles.isError && (
        <Alert tone="error">
          <p>{describeListError(getErrorMessage(profiles.error, ALERT_TEXT.saveFailed))}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => profiles.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {profiles.isSuccess && (
        <AlertProfileList
          profiles={profiles.data}
          onEdit={(profile) => setMode({ kind: 'wizard', profile, values: toFormValues(profile) })}
        />
      )}
    </PageContainer>
  );
}
