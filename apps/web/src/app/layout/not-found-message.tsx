import { SearchX } from 'lucide-react';
import { PageContainer } from '@/components/layout/page-container';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundMessage() {
  return (
    <PageContainer className="py-20 text-center">
      <SearchX aria-hidden className="mx-auto size-12 text-fg-muted" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="mt-3 text-fg-muted">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={paths.home}>Go to the homepage</ButtonLink>
        <ButtonLink to={paths.defaultSearch} variant="secondary">
          Search opportunities
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
