import type { OpportunityDetail } from '@wac/contract';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useAttachmentsDownload } from '../hooks/use-attachments-download';
import type { OpportunityViewer } from '../types';
import {
  canDownloadAll,
  getAttachmentName,
  getAttachmentType,
  getLinkLabel,
  isSafeHttpUrl,
  splitDocuments,
  withOccurrenceKeys,
} from '../utils/documents';
import { SectionCard } from './section-card';

// min-w-0 on the link and on its text: a flex item is never narrower than its content unless
// told so, and a long file name would then widen the page instead of being cut (truncate).
const linkClass = 'inline-flex min-w-0 items-center gap-2 font-medium text-link hover:underline';

/** Apply Online links, then Supporting Documents with Download All (.zip) for two or more. */
export function DocumentsSection({
  opportunity,
  viewer,
}: {
  opportunity: OpportunityDetail;
  viewer: OpportunityViewer;
}) {
  const { links, attachments } = splitDocuments(opportunity.additional_documents);
  const download = useAttachmentsDownload(opportunity.id, viewer.isAuthenticated);
  const downloadAll = canDownloadAll(attachments) ? (
    <Button variant="secondary" size="sm" onClick={download.start} disabled={download.isPending}>
      <Download aria-hidden className="size-4" />
      Download All (.zip)
    </Button>
  ) : undefined;

  return (
    <SectionCard title="Links & Documents" action={downloadAll}>
      {links.length === 0 && attachments.length === 0 && (
        <p className="text-fg-muted">No links or documents were published with this notice.</p>
      )}
      {links.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-fg-muted">Apply Online</h3>
          <ul className="mt-2 space-y-2">
            {withOccurrenceKeys(links, (link) => link.url).map(({ item: link, key }) => (
              <li key={key}>
                {isSafeHttpUrl(link.url) ? (
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={linkClass}
                  >
                    <ExternalLink aria-hidden className="size-4 shrink-0" />
                    <span className="min-w-0 truncate">{getLinkLabel(link)}</span>
                  </a>
                ) : (
                  <span className="break-all text-fg-muted">{link.url}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {attachments.length > 0 && (
        <div className={links.length > 0 ? 'mt-6' : undefined}>
          <h3 className="text-sm font-semibold text-fg-muted">Supporting Documents</h3>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {withOccurrenceKeys(attachments, (attachment) => attachment.url).map(
              ({ item: attachment, key, position }) => {
                const name = getAttachmentName(attachment, position);
                const type = getAttachmentType(attachment, name);
                return (
                  <li key={key} className="flex items-center justify-between gap-3 px-3 py-2.5">
                    {isSafeHttpUrl(attachment.url) ? (
                      <a
                        href={attachment.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={linkClass}
                      >
                        <FileText aria-hidden className="size-4 shrink-0" />
                        <span className="min-w-0 truncate">{name}</span>
                      </a>
                    ) : (
                      <span className="min-w-0 truncate">{name}</span>
                    )}
                    {type && <Badge className="shrink-0">{type}</Badge>}
                  </li>
                );
              },
            )}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}
