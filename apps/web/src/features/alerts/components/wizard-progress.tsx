import { Check } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { WIZARD_STEPS } from '../utils/alert-text';

/** Steps 1 to 3, the current one marked for assistive technology. */
export function WizardProgress({ step }: { step: number }) {
  return (
    <ol className="mb-8 flex gap-2 sm:grid sm:grid-cols-3" aria-label="Profile steps">
      {WIZARD_STEPS.map((item, index) => {
        const isDone = index < step;
        const isCurrent = index === step;
        return (
          <li
            key={item.title}
            aria-current={isCurrent ? 'step' : undefined}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-3 py-2',
              isCurrent
                ? 'min-w-0 flex-1 border-brand bg-brand-soft'
                : 'shrink-0 border-line bg-surface',
            )}
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                isDone || isCurrent ? 'bg-brand text-on-brand' : 'bg-surface-muted text-fg-muted',
              )}
            >
              {isDone ? <Check aria-hidden className="size-4" /> : index + 1}
            </span>
            {/* On narrow screens only the current step keeps its title on show. */}
            <span className={cn('min-w-0', !isCurrent && 'max-sm:sr-only')}>
              <span className="block truncate text-sm font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {item.title}
              </span>
              <span className="hidden truncate text-xs text-fg-muted sm:block">
                {item.description}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
