import type { OpportunityDocument } from '@wac/contract';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { HighlightedText } from '@/components/highlighted-text';
import { buildDocumentPagePath } from '@/config/paths';
import { useOpportunityDocuments } from '../hooks/use-documents';
import { describeDocumentState, describeSearchedPages } from './document-state';

function DocumentItem({
  wacId,
  document,
  words,
}: {
  wacId: string;
  document: OpportunityDocument;
  words: string;
}) {
  const { content_hash: hash } = document;
  const canRead = document.state === 'read' && hash !== null && (document.page_count ?? 0) > 0;
  return (
    <li className="py-3">
      <p className="flex items-start gap-2 font-medium text-fg">
        <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
        <span className="min-w-0">
          {canRead ? (
            <Link
              to={buildDocumentPagePath(wacId, hash, 1, words)}
              className="text-link underline-offset-4 hover:underline"
            >
              {document.file_name}
            </Link>
          ) : (
            document.file_name
          )}
          {document.container_name && (
            <span className="font-normal text-fg-muted"> in {document.container_name}</span>
          )}
        </span>
      </p>
      <p className="mt-0.5 ml-6 text-sm text-fg-muted">{describeDocumentState(document)}</p>
      {hash && document.matches.length > 0 && (
        <ul className="mt-2 ml-6 space-y-2">
          {document.matches.map((match) => (
            <li key={match.page_no} className="text-sm">
              <Link
                to={buildDocumentPagePath(wacId, hash, match.page_no, words)}
                className="font-medium text-link underline-offset-4 hover:underline"
              >
                Page {match.page_no}
              </Link>
              <p className="mt-0.5 break-words text-fg-muted">
                <HighlightedText segments={match.snippet} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The detail page's "Inside the Documents" (issue 32): each fetched document with its state, and
 * with the search's words, the pages of each that hold them, linking to the reader.
 */
export function DocumentMatches({ wacId, words }: { wacId: string; words: string }) {
  const query = useOpportunityDocuments(wacId, words);
  if (query.isPending) return <p className="text-sm text-fg-muted">Loading documents…</p>;
  if (query.isError) {
    return (
      <p className="text-sm text-fg-muted">
        The documents could not be loaded: {query.error.message}
      </p>
    );
  }
  const { documents } = query.data;
  if (documents.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        No documents of this opportunity have been fetched yet.
      </p>
    );
  }
  return (
    <div>
      {words.trim() && (
        <p className="text-sm text-fg">{describeSearchedPages(documents, words.trim())}</p>
      )}
      <ul className="divide-y divide-line">
        {documents.map((document) => (
          <DocumentItem
            key={`${document.url} ${document.content_hash} ${document.file_name}`}
            wacId={wacId}
            document={document}
            words={words}
          />
        ))}
      </ul>
    </div>
  );
}
