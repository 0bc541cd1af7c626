import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

export interface TitledSectionProps {
  title: string;
  /** Extra controls shown beside the heading (e.g. Download All). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A titled card, labelled by its h2 (id `section-` and the title's words): the heading row (its
 * layout `headerClassName`) holds the title and any action, then the content.
 */
export function TitledSection({
  title,
  action,
  className,
  headerClassName,
  children,
}: TitledSectionProps & { headerClassName: string }) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6', className)}
    >
      <div className={headerClassName}>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
