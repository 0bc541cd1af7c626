import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { PageContainer } from '@/components/layout/page-container';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';

/**
 * Catches errors thrown while loading or rendering a page, inside the header and footer.
 * The usual cause after a deploy is a stale page asking for a chunk that no longer exists,
 * which a reload fixes.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  usePageMeta({
    title: isNotFound ? 'Page Not Found' : 'Something Went Wrong',
    description: 'This page could not be shown.',
  });
  if (isNotFound) return <NotFoundMessage />;
  console.error(error);
  return (
    <PageContainer className="py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
      <p className="mt-3 text-fg-muted">
        This page could not be shown. Reloading usually fixes it.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to={paths.home} variant="secondary">
          Go to the homepage
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
