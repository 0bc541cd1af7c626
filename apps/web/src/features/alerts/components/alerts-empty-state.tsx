import { BellPlus } from 'lucide-react';
import { ALERT_TEXT } from '../utils/alert-text';

/** No profiles yet (section 2). */
export function AlertsEmptyState() {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <BellPlus aria-hidden className="mx-auto mb-4 size-10 text-fg-muted" />
      <h2 className="text-xl font-semibold">{ALERT_TEXT.emptyTitle}</h2>
      <p className="mt-2 text-fg-muted">{ALERT_TEXT.emptyHint}</p>
    </div>
  );
}
