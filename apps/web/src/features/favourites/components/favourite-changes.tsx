import type { FavouriteChange } from '@wac/contract';
import { BellRing } from 'lucide-react';
import { describeChangeTime } from '../utils/change-time';

/**
 * What changed in a saved opportunity lately (ADR 0091), under its card: each change in the
 * words of the change email, and when it was noticed. Nothing when nothing changed.
 */
export function FavouriteChanges({ changes }: { changes: readonly FavouriteChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section
      aria-label="Changes since you saved it"
      className="-mt-2 rounded-b-2xl border border-t-0 border-amber-300 bg-amber-50 px-5 pt-4 pb-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="mb-1 flex items-center gap-2 font-semibold">
        <BellRing aria-hidden className="size-4" />
        Changed since you saved it
      </p>
      <ul className="space-y-1">
        {changes.map((change) => (
          <li key={`${change.kind}-${change.detected_at}`} className="flex flex-wrap gap-x-2">
            <span>{change.summary}</span>
            <time dateTime={change.detected_at} className="opacity-80">
              {describeChangeTime(change.detected_at)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
