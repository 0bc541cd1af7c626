import { BellRing, Loader2 } from 'lucide-react';
import { useAlertPreview } from '../hooks/use-alert-preview';
import type { AlertFormValues } from '../utils/alert-form';
import { describeWeeklyAlerts } from '../utils/alert-preview';

const count = new Intl.NumberFormat('en-GB');

/** Live preview of matches over the last 30 days and the weekly estimate (section 7). */
export function LivePreview({ values }: { values: AlertFormValues }) {
  const preview = useAlertPreview(values, true);
  return (
    <section
      aria-labelledby="alert-preview-title"
      aria-live="polite"
      className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm"
    >
      <h3 id="alert-preview-title" className="mb-1 flex items-center gap-2 font-semibold">
        <BellRing aria-hidden className="size-4 text-brand" />
        Live Preview
      </h3>
      {preview.status === 'idle' && (
        <p className="text-fg-muted">
          Add keywords, CPV codes, a location or a value to see how many opportunities match.
        </p>
      )}
      {preview.status === 'loading' && (
        <p className="flex items-center gap-2 text-fg-muted">
          <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
          Counting matching opportunities...
        </p>
      )}
      {preview.status === 'ready' && (
        <p>
          <strong>{count.format(preview.total)}</strong>{' '}
          {preview.total === 1 ? 'opportunity' : 'opportunities'} matched in the last 30 days:{' '}
          {describeWeeklyAlerts(preview.total)}.
        </p>
      )}
      {preview.status === 'failed' && (
        <p className="text-fg-muted">The preview is not available right now.</p>
      )}
    </section>
  );
}
