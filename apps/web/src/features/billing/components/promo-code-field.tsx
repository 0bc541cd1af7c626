import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/class-names';
import type { PromoCodeState } from '../hooks/use-promo-code-check';
import { PROMO_MESSAGES } from '../utils/promo-code';

interface PromoCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  state: PromoCodeState;
}

function PromoStatus({ state, id }: { state: PromoCodeState; id: string }) {
  if (state.status === 'idle') return <p id={id} className="sr-only" aria-live="polite" />;
  const tone =
    state.status === 'valid'
      ? 'text-green-700 dark:text-green-400'
      : state.status === 'invalid'
        ? 'text-red-700 dark:text-red-400'
        : 'text-fg-muted';
  const Icon =
    state.status === 'valid' ? CheckCircle2 : state.status === 'invalid' ? XCircle : Loader2;
  const message = state.status === 'checking' ? PROMO_MESSAGES.checking : state.message;
  return (
    <p id={id} aria-live="polite" className={cn('mt-2 flex items-center gap-1.5 text-sm', tone)}>
      <Icon
        aria-hidden
        className={cn('size-4 shrink-0', state.status === 'checking' && 'motion-safe:animate-spin')}
      />
      {message}
    </p>
  );
}

/** The discount code box: typed codes are uppercased, then checked after a pause. */
export function PromoCodeField({ value, onChange, state }: PromoCodeFieldProps) {
  const inputId = useId();
  const statusId = useId();
  return (
    <div className="w-full max-w-sm text-left">
      <label htmlFor={inputId} className="text-sm font-medium">
        Have a discount code?
      </label>
      <input
        id={inputId}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        placeholder="Enter code"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        aria-describedby={statusId}
        aria-invalid={state.status === 'invalid'}
        className="mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm uppercase tracking-wide placeholder:normal-case placeholder:tracking-normal placeholder:text-fg-muted"
      />
      <PromoStatus state={state} id={statusId} />
    </div>
  );
}
