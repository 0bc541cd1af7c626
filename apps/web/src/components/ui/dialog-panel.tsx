import { TriangleAlert } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { Button } from './button';
import { Spinner } from './spinner';

/** The trigger of an action that cannot be undone: a secondary button in red. */
export const DANGER_TRIGGER_CLASS =
  'border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950';

/** A centred dialog panel over a blurred backdrop; goes inside `Dialog.Root`. */
export function DialogPanel({ children }: { children: ReactNode }) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
      <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-2xl">
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** A panel that warns: the warning sign beside its title and description, then `children`. */
export function DangerDialogPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogPanel>
      <div className="flex items-start gap-3">
        <TriangleAlert
          aria-hidden
          className="mt-0.5 size-6 shrink-0 text-red-700 dark:text-red-300"
        />
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm break-words text-fg-muted">
            {description}
          </Dialog.Description>
        </div>
      </div>
      {children}
    </DialogPanel>
  );
}

/**
 * A dialog's row of Cancel (closes it) and confirm buttons, right-aligned (`className` adds to the
 * row, e.g. its margin). The confirm button shows a spinner while `isBusy`, is disabled while busy
 * unless `disabled` says more, and is red when `isDestructive`; its other props (onClick, type) go
 * to it.
 */
export function ConfirmButtons({
  cancelLabel = 'Cancel',
  confirmLabel,
  isBusy = false,
  isDestructive = false,
  className,
  disabled = isBusy,
  ...confirmProps
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  cancelLabel?: string;
  confirmLabel: string;
  isBusy?: boolean;
  isDestructive?: boolean;
}) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <Dialog.Close asChild>
        <Button variant="secondary">{cancelLabel}</Button>
      </Dialog.Close>
      <Button
        {...confirmProps}
        disabled={disabled}
        className={isDestructive ? 'bg-red-700 text-white hover:bg-red-800' : undefined}
      >
        {isBusy && <Spinner className="size-4 border-white/40 border-t-white" />}
        {confirmLabel}
      </Button>
    </div>
  );
}
