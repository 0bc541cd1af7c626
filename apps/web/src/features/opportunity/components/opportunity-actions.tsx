import type { OpportunityDetail } from '@wac/contract';
import { Check, Copy, Heart, QrCode, Share2 } from 'lucide-react';
import { useState } from 'react';
import { AddToPipelineButton } from '@/components/add-to-pipeline-button';
import { Button } from '@/components/ui/button';
import { WatchProcurementButton } from '@/components/watch-procurement-button';
import { buildOpportunityPath } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { buildOpportunityUrl } from '@/lib/copy-text';
import { getSourceLabel } from '@/lib/source-label';
import { useCopiedFlag } from '../hooks/use-copied-flag';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useShareOpportunity } from '../hooks/use-share-opportunity';
import type { OpportunityViewer } from '../types';
import { NoticeLink } from './notice-link';
import { QrCodeDialog } from './qr-code-dialog';

interface OpportunityActionsProps {
  opportunity: OpportunityDetail;
  viewer: OpportunityViewer;
}

/** View Original Notice, QR code, share, favourite and the WAC ID with its copy button. */
export function OpportunityActions({ opportunity, viewer }: OpportunityActionsProps) {
  const [isQrOpen, setIsQrOpen] = useState(false);
  const share = useShareOpportunity();
  const favourite = useFavouriteToggle(opportunity, viewer);
  const wacId = useCopiedFlag();
  const pageUrl = buildOpportunityUrl(buildOpportunityPath(opportunity.id));
  const isSaved = opportunity.is_favourited;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {opportunity.notice_links.length > 1 ? (
        // A cross-posted notice: one link per portal that published it.
        opportunity.notice_links.map((link) => (
          <NoticeLink
            key={link.url}
            noticeUrl={link.url}
            isPaid={viewer.isPaid}
            sourceLabel={getSourceLabel(link.source_system)}
          />
        ))
      ) : (
        <NoticeLink noticeUrl={opportunity.notice_url} isPaid={viewer.isPaid} />
      )}
      <Button variant="secondary" onClick={() => setIsQrOpen(true)}>
        <QrCode aria-hidden className="size-4" />
        QR Code
      </Button>
      <Button variant="secondary" onClick={() => void share(pageUrl, opportunity.title)}>
        <Share2 aria-hidden className="size-4" />
        Share
      </Button>
      <Button
        variant="secondary"
        onClick={favourite.toggle}
        disabled={favourite.isPending}
        aria-pressed={viewer.isAuthenticated ? isSaved : undefined}
        title={viewer.isAuthenticated ? undefined : 'Login to save'}
      >
        <Heart
          aria-hidden
          className={cn('size-4', isSaved && 'fill-current text-red-600 dark:text-red-400')}
        />
        {isSaved ? 'Saved' : 'Save'}
      </Button>
      <AddToPipelineButton opportunityId={opportunity.id} placements={opportunity.pipeline_items} />
      <WatchProcurementButton wacId={opportunity.id} stage={opportunity.stage} />
      <div className="flex items-center gap-1 rounded-lg border border-line bg-surface-muted py-1 pr-1 pl-3 text-sm">
        <span className="text-fg-muted">WAC ID</span>
        <span className="font-mono font-semibold">{opportunity.id}</span>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          onClick={() => void wacId.copy(opportunity.id)}
        >
          {wacId.isCopied ? (
            <Check aria-hidden className="size-4" />
          ) : (
            <Copy aria-hidden className="size-4" />
          )}
          {wacId.isCopied ? 'Copied!' : 'Copy'}
          <span className="sr-only"> WAC ID</span>
        </Button>
        <span aria-live="polite" className="sr-only">
          {wacId.isCopied ? 'WAC ID copied to clipboard' : ''}
        </span>
      </div>
      <QrCodeDialog isOpen={isQrOpen} onOpenChange={setIsQrOpen} url={pageUrl} />
    </div>
  );
}
