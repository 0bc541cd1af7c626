import type { BriefItem as BriefItemData } from '@wac/contract';
import { BRIEF_FIELD_LABELS, BRIEF_NOT_FOUND_TEXT } from '@wac/contract/document-brief-fields';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { citationLink, citationText } from '../utils/citation-link';

const linkClass = 'min-w-0 font-medium text-link hover:underline';

/**
 * One line of the brief: what was read, the sentence quoted as the document has it, and the file
 * and page it came from; or "not found in the documents". Document text is only ever a text node.
 */
export function BriefItem({ wacId, item }: { wacId: string; item: BriefItemData }) {
  const label = BRIEF_FIELD_LABELS[item.field];
  if (item.status === 'not_found') {
    return (
      <div className="py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
        <dt className="font-medium">{label}</dt>
        <dd className="text-fg-muted">{BRIEF_NOT_FOUND_TEXT}</dd>
      </div>
    );
  }
  const link = citationLink(wacId, item);
  return (
    <div className="py-3 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="font-medium">{label}</dt>
      <dd className="mt-1 space-y-2 sm:mt-0">
        <p className="font-semibold">{item.summary}</p>
        <blockquote className="border-l-4 border-line pl-3 text-sm text-fg-muted">
          “{item.quote}”
        </blockquote>
        <p className="flex items-center gap-2 text-sm">
          <FileText aria-hidden className="size-4 shrink-0" />
          {link?.kind === 'reader' && (
            <Link to={link.to} className={linkClass}>
              {citationText(item)}
            </Link>
          )}
          {link?.kind === 'portal' && (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {citationText(item)}
            </a>
          )}
          {link === null && <span className="min-w-0">{citationText(item)}</span>}
          {item.containerName && <span className="text-fg-muted">(in {item.containerName})</span>}
        </p>
      </dd>
    </div>
  );
}
