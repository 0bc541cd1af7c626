import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';

interface AuthCardProps {
  icon: LucideIcon;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "Back to Login"). */
  footer?: ReactNode;
  /** Wider for the registration form. */
  isWide?: boolean;
}

/** The centred card every sign-in screen uses. */
export function AuthCard({ icon: Icon, title, subtitle, children, footer, isWide }: AuthCardProps) {
  return (
    <PageContainer className="flex justify-center">
      <div className={isWide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <div className="rounded-2xl border border-line bg-surface px-6 py-8 shadow-sm sm:px-10">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-fg">
              <Icon aria-hidden className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
            {subtitle && <p className="mt-2 text-sm text-fg-muted text-pretty">{subtitle}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-fg-muted">{footer}</div>}
      </div>
    </PageContainer>
  );
}

export const LINK_CLASS = 'font-medium text-link underline-offset-4 hover:underline';
