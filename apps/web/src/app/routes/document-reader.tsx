import { useParams, useSearchParams } from 'react-router';
import { DocumentReader } from '@/features/documents/components/document-reader';

/** `/opportunity/{id}/documents/{hash}/pages/{page}?q=`: a page of a tender document (issue 32). */
export default function DocumentReaderRoute() {
  const { opportunityId = '', hash = '', page = '1' } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <DocumentReader
      wacId={opportunityId}
      hash={hash}
      page={Number.parseInt(page, 10) || 1}
      words={searchParams.get('q') ?? ''}
    />
  );
}
