import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function OpportunityLoading() {
  return (
    <PageContainer>
      <div
        role="status"
        className="flex min-h-[40vh] items-center justify-center gap-3 text-fg-muted"
      >
        <Spinner />
        <span>Loading opportunity details...</span>
      </div>
    </PageContainer>
  );
}

/** Not found and error states: the message and a way back to the search. */
export function OpportunityProblem({
  backToSearchUrl,
  children,
}: {
  backToSearchUrl: string;
  children: ReactNode;
}) {
  return (
    <PageContainer className="py-20 text-center">
      <p role="alert" className="text-xl font-semibold">
        {children}
      </p>
      <ButtonLink to={backToSearchUrl} variant="secondary" className="mt-8">
        <ArrowLeft aria-hidden className="size-4" />
        Back to Search
      </ButtonLink>
    </PageContainer>
  );
}
