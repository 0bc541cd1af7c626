import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ModalFrame } from './modal-frame';

interface PremiumUpsellDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Unlock Instant Access: Upgrade to Premium goes to /pricing; Maybe Later closes. */
export function PremiumUpsellDialog({ isOpen, onOpenChange }: PremiumUpsellDialogProps) {
  const navigate = useNavigate();
  return (
    <ModalFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Unlock Instant Access"
      description="Premium members get unlimited daily actions, custom email alerts, more saved opportunities and full leaderboard access."
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Maybe Later
        </Button>
        <Button onClick={() => void navigate(paths.pricing)}>
          <Sparkles aria-hidden className="size-4" />
          Upgrade to Premium
        </Button>
      </div>
    </ModalFrame>
  );
}
