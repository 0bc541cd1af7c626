import { Dialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  ConfirmButtons,
  DANGER_TRIGGER_CLASS,
  DangerDialogPanel,
} from '@/components/ui/dialog-panel';
import { getErrorMessage } from '@/lib/api-error';

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
        <Button
          variant="secondary"
          size={size}
          className={DANGER_TRIGGER_CLASS}
          aria-label={ariaLabel}
        >
          {label}
        </Button>
      </Dialog.Trigger>
      <DangerDialogPanel title={title} description={description}>
        {error && (
          <p role="alert" className="mt-4 text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
        <ConfirmButtons
          className="mt-5"
          onClick={confirm}
          confirmLabel={confirmLabel}
          isBusy={isBusy}
          isDestructive
        />
      </DangerDialogPanel>
    </Dialog.Root>
  );
}
