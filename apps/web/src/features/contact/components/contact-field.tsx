import { useId } from 'react';
import { cn } from '@/lib/class-names';

interface ContactFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  isMultiline?: boolean;
}

const CONTROL_CLASS =
  'mt-1.5 block w-full rounded-lg border bg-surface px-3 py-2.5 text-base text-fg shadow-sm ' +
  'placeholder:text-fg-muted focus-visible:border-focus';

/** A labelled, required input or textarea with the server's message for it underneath. */
export function ContactField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  isMultiline = false,
}: ContactFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: cn(
      CONTROL_CLASS,
      error ? 'border-red-600 dark:border-red-400' : 'border-line-strong',
    ),
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        <span aria-hidden className="ml-0.5 text-red-700 dark:text-red-300">
          *
        </span>
      </label>
      {isMultiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
