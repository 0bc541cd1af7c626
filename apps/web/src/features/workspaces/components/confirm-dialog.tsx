import { TriangleAlert } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-error';

const DANGER =
  'border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950';

/**
 * A button that asks before it acts (remove a member, leave, transfer ownership): the dialog
 * names what happens, and shows the server's refusal in words when there is one.
 */
export function ConfirmButton({
  label,
  ariaLabel,
  title,
  description,
  confirmLabel,
  onConfirm,
  size = 'sm',
}: {
  label: string;
  ariaLabel?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  size?: 'sm' | 'md';
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await onConfirm();
      setIsOpen(false);
    } catch (caught) {
      setError(getErrorMessage(caught, 'This did not work. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary" size={size} className={DANGER} aria-label={ariaLabel}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-surface p-6 shadow-2xl">
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
          {error && (
            <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
              {error}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button
              onClick={confirm}
              disabled={isBusy}
              className="bg-red-700 text-white hover:bg-red-800"
            >
              {isBusy && <Spinner className="size-4 border-white/40 border-t-white" />}
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
