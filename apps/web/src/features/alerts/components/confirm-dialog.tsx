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
  onConfirm,
  ...buttons
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <DialogPanel>
        <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-fg-muted">
          {description}
        </Dialog.Description>
        <ConfirmButtons className="mt-6" onClick={onConfirm} {...buttons} />
      </DialogPanel>
    </Dialog.Root>
  );
}
