import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface OrganisationSectionProps {
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of a profile page; the heading is an h2 under the organisation's h1. */
export function OrganisationSection({
  title,
  description,
  action,
  className,
  children,
}: OrganisationSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6', className)}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {description && <p className="mb-3 text-sm text-fg-muted">{description}</p>}
      {children}
    </section>
  );
}
