import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface SectionCardProps {
  title: string;
  /** Extra controls shown beside the heading (e.g. Download All). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card; the heading is an h2 so the page outline follows the spec's sections. */
export function SectionCard({ title, action, className, children }: SectionCardProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
