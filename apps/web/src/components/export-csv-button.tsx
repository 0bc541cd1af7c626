import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadFromApi } from '@/lib/download-file';

export const EXPORT_CSV_TEXT = {
  label: 'Export CSV',
  busy: 'Preparing CSV...',
  failed: 'Could not export. Please try again.',
} as const;

/**
 * Downloads a CSV export (ADR 0093) from `path`; the server streams it and enforces the tier's
 * limit. Shared by the search screen and the favourites page.
 */
export function ExportCsvButton({
  path,
  fallbackName,
  size,
}: {
  path: string;
  fallbackName: string;
  size?: 'sm' | 'md';
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const exportCsv = async () => {
    setState('busy');
    setMessage('');
    try {
      await downloadFromApi(path, { accept: 'text/csv', fallbackName });
      setState('idle');
    } catch (error) {
      setState('failed');
      setMessage(error instanceof Error && error.message ? error.message : EXPORT_CSV_TEXT.failed);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size={size} onClick={exportCsv} disabled={state === 'busy'}>
        {state === 'busy' ? (
          <Spinner className="size-4" />
        ) : (
          <FileDown aria-hidden className="size-4" />
        )}
        {state === 'busy' ? EXPORT_CSV_TEXT.busy : EXPORT_CSV_TEXT.label}
      </Button>
      {state === 'failed' && (
        <span role="alert" className="max-w-xs text-sm text-red-700 dark:text-red-300">
          {message}
        </span>
      )}
    </span>
  );
}
