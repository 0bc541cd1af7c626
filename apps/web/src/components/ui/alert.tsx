import { AlertCircle, CheckCircle2, Info, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '@/lib/class-names';

type AlertTone = 'error' | 'success' | 'info';

const TONES: Record<AlertTone, { className: string; Icon: typeof Info }> = {
  error: {
    className:
      'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200',
    Icon: AlertCircle,
  },
  success: {
    className:
      'border-green-200 bg-green-50 text-green-800 dark:border-green-900 dark:bg-green-950/60 dark:text-green-200',
    Icon: CheckCircle2,
  },
  info: { className: 'border-line bg-brand-soft text-brand-soft-fg', Icon: Info },
};

interface AlertProps {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button; the parent hides the alert. */
  onDismiss?: () => void;
  className?: string;
  /**
   * Scrolls the alert into view when it appears, for a form whose submit button sits far below
   * where its error shows (on a phone, the top of the form is off screen). Give the alert a `key`
   * of its message so a new message scrolls again.
   */
  revealOnShow?: boolean;
}

/**
 * An inline message box. Errors are announced at once (role="alert"); success and info politely
 * (role="status").
 */
export function Alert({ tone, title, children, onDismiss, className, revealOnShow }: AlertProps) {
  const { className: toneClass, Icon } = TONES[tone];
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (revealOnShow) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [revealOnShow]);
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex scroll-mt-24 items-start gap-3 rounded-xl border px-4 py-3 text-sm',
        toneClass,
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss message"
          className="-m-1 rounded-md p-1 opacity-80 hover:opacity-100"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
