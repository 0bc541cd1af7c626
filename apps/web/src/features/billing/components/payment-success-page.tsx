import { Bell, CheckCircle2, Clock, LogIn, Search, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildLoginPath, paths } from '@/config/paths';
import { type UpgradeSession, useUpgradeFinalizing } from '../hooks/use-upgrade-finalizing';

const NEXT_STEPS = [
  {
    title: 'Go to My Alerts',
    description: 'Set up alert profiles and get matching opportunities by email.',
    to: paths.alerts,
    Icon: Bell,
  },
  {
    title: 'Go to Search Page',
    description: 'Use advanced filters to find your next contract.',
    to: paths.search,
    Icon: Search,
  },
  {
    title: 'View Leaderboards',
    description: 'See which buyers spend most and which suppliers win.',
    to: paths.leaderboards,
    Icon: Trophy,
  },
] as const;

function FinalizingMessage() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
      <Spinner className="size-10" />
      <h1 className="text-2xl font-bold tracking-tight">Finalizing Your Subscription</h1>
      <p className="text-fg-muted">This only takes a moment.</p>
    </div>
  );
}

function UpgradeComplete() {
  return (
    <div className="text-center">
      <CheckCircle2 aria-hidden className="mx-auto size-14 text-green-600 dark:text-green-400" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">Your Upgrade is Complete</h1>
      <p className="mt-3 text-lg text-fg-muted">
        Thank you for upgrading. Your new features are ready to use.
      </p>
      <ul className="mt-10 grid gap-4 text-left sm:grid-cols-3">
        {NEXT_STEPS.map(({ title, description, to, Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand"
            >
              <Icon aria-hidden className="size-6 text-brand" />
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-fg-muted">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Nobody is signed in, so nothing was upgraded that this page could confirm. */
function SignInToSeeYourPlan({ sessionId }: { sessionId: string | null }) {
  const back = sessionId
    ? `${paths.paymentSuccess}?${new URLSearchParams({ session_id: sessionId })}`
    : paths.paymentSuccess;
  return (
    <div className="mx-auto max-w-xl text-center">
      <LogIn aria-hidden className="mx-auto size-12 text-fg-muted" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{SIGNED_OUT_TITLE}</h1>
      <p className="mt-3 text-lg text-fg-muted">
        If you have just paid, your upgrade is on your account: log in to see your plan and start
        using it.
      </p>
      <ButtonLink to={buildLoginPath({ next: back })} className="mt-8">
        Go to Login
      </ButtonLink>
    </div>
  );
}

export const SIGNED_OUT_TITLE = 'Log in to see your plan';
export const NOT_YET_PAID_TITLE = 'Your plan has not changed yet';

/** Signed in, finalized, and still on the free plan: nothing was upgraded (yet) to confirm. */
function PlanNotChangedYet() {
  return (
    <div className="mx-auto max-w-xl text-center">
      <Clock aria-hidden className="mx-auto size-12 text-fg-muted" />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{NOT_YET_PAID_TITLE}</h1>
      <p className="mt-3 text-lg text-fg-muted">
        Your account is still on the Free plan. If you have just paid, the payment can take a minute
        to reach us: reload this page shortly. If it still says Free, please{' '}
        <Link to={paths.contact} className="font-medium text-link hover:underline">
          contact us
        </Link>
        .
      </p>
      <ButtonLink to={paths.pricing} variant="secondary" className="mt-8">
        See the plans
      </ButtonLink>
    </div>
  );
}

/**
 * Upgrade success (account-area.md section 2): Finalizing for 1.5 s, then three next steps. A
 * visitor who is not signed in is asked to log in, and an account still on the free plan is told
 * so, instead of either being told of an upgrade.
 */
export function PaymentSuccessPage({
  isPaid,
  ...session
}: UpgradeSession & {
  /** The signed-in user's plan, as refreshed while finalizing, is a paid one. */
  isPaid: boolean;
}) {
  const phase = useUpgradeFinalizing(session);
  const isSignedOut = !session.isAuthenticated && !session.isAuthLoading;
  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl">
        {isSignedOut ? (
          <SignInToSeeYourPlan sessionId={session.sessionId} />
        ) : phase === 'finalizing' ? (
          <FinalizingMessage />
        ) : isPaid ? (
          <UpgradeComplete />
        ) : (
          <PlanNotChangedYet />
        )}
      </div>
    </PageContainer>
  );
}
