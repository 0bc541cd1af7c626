import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { ConfirmButtons, DialogPanel } from '@/components/ui/dialog-panel';

interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  isBusy?: boolean;
  isDestructive?: boolean;
}

/** A Radix confirmation dialog (focus trap, Esc and outside click close it). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  onConfirm,
  isBusy = false,
  isDestructive = false,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <DialogPanel>
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-fg-muted">
          {description}
        </Dialog.Description>
        <div className="mt-6 flex justify-end gap-2">
          <ConfirmButtons
            onClick={onConfirm}
            cancelLabel={cancelLabel}
            confirmLabel={confirmLabel}
            disabled={isBusy}
            isBusy={isBusy}
            isDestructive={isDestructive}
          />
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
