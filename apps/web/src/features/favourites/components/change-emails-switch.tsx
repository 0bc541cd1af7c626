import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useChangeEmails } from '../hooks/use-change-emails';

const DELIVERY_HINTS = {
  instant: 'Straight after the check of the portals that notices it.',
  daily: 'Once a day, each morning.',
} as const;

/** "Email me when a favourite changes" (ADR 0091): on by default, off with one click. */
export function ChangeEmailsSwitch() {
  const id = useId();
  const { setting, update } = useChangeEmails();
  if (!setting.isSuccess) return null;
  const { is_enabled, delivery } = setting.data;
  return (
    <div className="flex items-center justify-between gap-4 rounded-xl border border-line bg-surface px-4 py-3">
      <label htmlFor={id} className="text-sm">
        <span className="block font-medium">Email me when a favourite changes</span>
        <span className="block text-fg-muted">
          Deadlines moved, documents added, awards, cancellations and value changes.{' '}
          {DELIVERY_HINTS[delivery]}
        </span>
        {update.isError && (
          <span role="alert" className="block text-red-700 dark:text-red-300">
            Could not save this setting. Please try again.
          </span>
        )}
      </label>
      <Switch.Root
        id={id}
        checked={is_enabled}
        disabled={update.isPending}
        onCheckedChange={(checked) => update.mutate(checked)}
        className="relative h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors data-[state=checked]:bg-brand disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}
