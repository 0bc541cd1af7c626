import { Copy } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { Button } from '@/components/ui/button';
import { QR_CODE_SIZE_PX } from '@/config/constants';
import { copyLinkWithToast } from '../hooks/use-share-opportunity';
import { ModalFrame } from './modal-frame';

interface QrCodeDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  url: string;
}

/** Share Opportunity: a 192 px QR code of the page, the link itself and a Copy button. */
export function QrCodeDialog({ isOpen, onOpenChange, url }: QrCodeDialogProps) {
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Share Opportunity"
      description="Scan this QR code with your phone's camera to open the opportunity there."
    >
      <div className="mt-5 flex justify-center">
        {/* A white quiet zone keeps the code scannable in the dark theme too. */}
        <div className="rounded-xl bg-white p-3">
          <QRCodeSVG value={url} size={QR_CODE_SIZE_PX} title="QR code for this opportunity" />
        </div>
      </div>
      <div className="mt-5 flex items-center gap-2">
        <input
          readOnly
          value={url}
          aria-label="Opportunity link"
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface-muted px-3 text-sm"
        />
        <Button variant="secondary" onClick={() => void copyLinkWithToast(url)}>
          <Copy aria-hidden className="size-4" />
          Copy
        </Button>
      </div>
    </ModalFrame>
  );
}
