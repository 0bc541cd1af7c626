import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '@/components/layout/page-container';
import { Spinner } from '@/components/ui/spinner';

const ICON_TONES = {
  brand: 'bg-brand-soft text-brand-soft-fg',
  success: 'bg-green-50 text-green-700 dark:bg-green-950/60 dark:text-green-300',
  error: 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300',
} as const;

interface AuthCardProps {
  icon: LucideIcon;
  /** Colours the icon: success and failure screens read at a glance. */
  tone?: keyof typeof ICON_TONES;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "Back to Login"). */
  footer?: ReactNode;
  /** Wider for the registration form. */
  isWide?: boolean;
}

/** The centred card every sign-in screen uses. */
export function AuthCard(props: AuthCardProps) {
  const { icon: Icon, tone = 'brand', title, subtitle, children, footer, isWide } = props;
  return (
    <PageContainer className="flex justify-center">
      <div className={isWide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <div className="rounded-2xl border border-line bg-surface px-6 py-8 shadow-sm sm:px-10">
          <div className="mb-6 text-center">
            <span
              className={`mx-auto mb-4 flex size-12 items-center justify-center rounded-full ${ICON_TONES[tone]}`}
            >
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

/** The card while a link from an email is checked: a spinner, with `status` for screen readers. */
export function AuthCardChecking({
  icon,
  title,
  status,
}: {
  icon: LucideIcon;
  title: string;
  status: string;
}) {
  return (
    <AuthCard icon={icon} title={title}>
      <div role="status" className="flex justify-center py-4">
        <Spinner className="size-8" />
        <span className="sr-only">{status}</span>
      </div>
    </AuthCard>
  );
}

export const LINK_CLASS = 'font-medium text-link underline-offset-4 hover:underline';
