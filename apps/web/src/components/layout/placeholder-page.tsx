import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/hooks/use-page-meta';
import { PageContainer } from './page-container';

interface PlaceholderPageProps {
  /** The page's name from the spec, used for the heading and the document title. */
  title: string;
  /** One sentence on what the page will do; also the meta description. */
  description: string;
  children?: ReactNode;
}

/** Stands in for a page a later issue builds, with its real title and meta description. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  usePageMeta({ title, description });
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-surface px-6 py-12 text-center shadow-sm sm:px-12">
        <span className="mx-auto mb-5 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-fg">
          <Construction aria-hidden className="size-6" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
        <p className="mt-3 text-fg-muted text-pretty">{description}</p>
        <p className="mt-6 inline-flex rounded-full bg-surface-muted px-3 py-1 text-sm font-medium text-fg-muted">
          Coming soon
        </p>
        {children}
      </div>
    </PageContainer>
  );
}
