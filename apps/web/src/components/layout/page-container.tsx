import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

/** The page gutter and maximum width shared by the header, footer and every page. */
export function PageContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      {children}
    </div>
  );
}
