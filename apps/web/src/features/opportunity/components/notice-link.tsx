import { ExternalLink, Lock } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { isSafeHttpUrl } from '../utils/documents';
import { PremiumUpsellDialog } from './premium-upsell-dialog';

interface NoticeLinkProps {
  noticeUrl: string | null;
  isPaid: boolean;
  /** The portal's short label, when the opportunity has a notice on several portals. */
  sourceLabel?: string;
}

/**
 * View Original Notice opens the portal's notice in a new tab. Without a notice URL the button
 * offers the premium upsell instead; a paid user has nothing to upgrade to, so is told plainly.
 */
export function NoticeLink({ noticeUrl, isPaid, sourceLabel }: NoticeLinkProps) {
  const [isUpsellOpen, setIsUpsellOpen] = useState(false);
  if (isSafeHttpUrl(noticeUrl)) {
    return (
      <a href={noticeUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName({})}>
        View Original Notice{sourceLabel ? ` on ${sourceLabel}` : ''}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  if (isPaid) {
    return (
      <Button disabled title="The portal has not published a link to this notice.">
        View Original Notice
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setIsUpsellOpen(true)}>
        <Lock aria-hidden className="size-4" />
        View Original Notice
      </Button>
      <PremiumUpsellDialog isOpen={isUpsellOpen} onOpenChange={setIsUpsellOpen} />
    </>
  );
}
