import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

interface NotFoundMessageProps {
  title?: string;
  description?: string;
  /** The way back; by default the homepage and the default search. */
  actions?: ReactNode;
}

/** The designed not-found page: unknown paths, and unknown WAC IDs on the detail page. */
export function NotFoundMessage({
  title = 'Page not found',
  description = 'The page you are looking for does not exist or has moved.',
  actions,
}: NotFoundMessageProps) {
  return (
    <PageContainer className="py-20 text-center">
      <SearchX aria-hidden className="mx-auto size-12 text-fg-muted" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-fg-muted">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {actions ?? (
          <>
            <ButtonLink to={paths.home}>Go to the homepage</ButtonLink>
            <ButtonLink to={paths.defaultSearch} variant="secondary">
              Search opportunities
            </ButtonLink>
          </>
        )}
      </div>
    </PageContainer>
  );
}
