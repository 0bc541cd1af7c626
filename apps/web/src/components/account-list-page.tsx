import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { buildLoginPath } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/class-names';

/**
 * The frame of an account page that lists what the user keeps (watches, follows): the heading
 * and what the list is for, a way to log in when signed out, then loading, the load error, or
 * the list itself from `children`.
 */
export function AccountListPage<Data>({
  title,
  intro,
  signedOut,
  loginNext,
  isAuthenticated,
  isSessionLoading,
  query,
  loadError,
  children,
}: {
  title: string;
  intro: string;
  /** "Please log in to see ...": the page's words to a signed-out visitor. */
  signedOut: string;
  /** Where login returns to: this page. */
  loginNext: string;
  isAuthenticated: boolean;
  isSessionLoading: boolean;
  query: { data: Data | undefined; error: Error | null; isPending: boolean };
  /** "Could not load ...": what failed, before the reason. */
  loadError: string;
  children: (data: Data) => ReactNode;
}) {
  const { data, error, isPending } = query;
  if (!isAuthenticated && !isSessionLoading) {
    return (
      <PageContainer className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p>{signedOut}</p>
        <ButtonLink to={buildLoginPath({ next: loginNext })}>Go to Login</ButtonLink>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-fg-muted">{intro}</p>
      </div>
      {error && (
        <Alert tone="error">
          {loadError}: {getErrorMessage(error, 'please try again.')}
        </Alert>
      )}
      {(isPending || isSessionLoading) && !error ? (
        <div className="flex items-center gap-3">
          <Spinner />
          <p role="status">Loading...</p>
        </div>
      ) : (
        data && children(data)
      )}
    </PageContainer>
  );
}

/** The kept things as a divided list, or what to do when there are none yet. */
export function KeptList<Item>({
  items,
  empty,
  className,
  children,
}: {
  items: readonly Item[];
  empty: string;
  className?: string;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return <p className={cn('text-sm text-fg-muted', className)}>{empty}</p>;
  return <ul className={cn('divide-y divide-line', className)}>{items.map(children)}</ul>;
}

/** One kept thing: its link, lines about it, and the button that lets it go. */
export function KeptRow({
  to,
  name,
  details,
  release,
}: {
  to: string;
  name: string;
  details: ReactNode;
  release: { label: string; ariaLabel: string; isPending: boolean; onClick: () => void };
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <Link to={to} className="font-medium break-words text-link hover:underline">
          {name}
        </Link>
        {details}
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={release.isPending}
        onClick={release.onClick}
        aria-label={release.ariaLabel}
      >
        {release.label}
      </Button>
    </li>
  );
}
