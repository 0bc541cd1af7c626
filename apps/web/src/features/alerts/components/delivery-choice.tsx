import { ALERT_DELIVERIES, ALERT_DELIVERY_LABELS, type AlertDelivery } from '@wac/contract';
import { useId } from 'react';
import { cn } from '@/lib/class-names';
import { DELIVERY_HINTS } from '../utils/alert-text';

interface DeliveryChoiceProps {
  value: AlertDelivery;
  onChange: (delivery: AlertDelivery) => void;
}

/**
 * Daily digest or "as soon as found" (ADR 0090): two native radio buttons in a fieldset, so
 * arrow keys, screen readers and the phone's own controls all work without a script of ours.
 */
export function DeliveryChoice({ value, onChange }: DeliveryChoiceProps) {
  const name = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">When to email</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {ALERT_DELIVERIES.map((delivery) => (
          <label
            key={delivery}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border px-4 py-3 text-sm transition-colors',
              'focus-within:outline-2 focus-within:outline-focus',
              value === delivery
                ? 'border-brand bg-brand-soft'
                : 'border-line hover:bg-surface-muted',
            )}
          >
            <input
              type="radio"
              name={name}
              value={delivery}
              checked={value === delivery}
              onChange={() => onChange(delivery)}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <span>
              <span className="block font-medium">{ALERT_DELIVERY_LABELS[delivery]}</span>
              <span className="block text-fg-muted">{DELIVERY_HINTS[delivery]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
