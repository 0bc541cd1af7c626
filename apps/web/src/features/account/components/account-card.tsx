import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

interface AccountCardProps {
  icon: LucideIcon;
  title: string;
  /** Buttons on the right of the title (e.g. Edit). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of the account page. */
export function AccountCard({ icon: Icon, title, actions, className, children }: AccountCardProps) {
  const headingId = `account-card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-line bg-surface p-6 shadow-sm', className)}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <Icon aria-hidden className="size-5 text-brand" />
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
