import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/class-names';

export const INPUT_CLASS =
  'block h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg ' +
  'placeholder:text-fg-muted shadow-sm transition-colors focus:border-brand focus:outline-2 ' +
  'focus:outline-offset-0 focus:outline-focus disabled:opacity-60 ' +
  'aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  isOptional?: boolean;
  children: ReactNode;
}

/** Label above, control, then a hint or the field's error (linked by aria-describedby). */
function FieldShell({ id, label, hint, error, isOptional, children }: FieldShellProps) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
        {isOptional && <span className="ml-1 font-normal text-fg-muted">(optional)</span>}
      </label>
      {children}
      {error ? (
        <p id={`${id}-message`} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-message`} className="text-sm text-fg-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  isOptional?: boolean;
};

/** A labelled text input with an optional hint or error. */
export function TextField({ label, hint, error, isOptional, className, ...props }: TextFieldProps) {
  const id = useId();
  const hasMessage = Boolean(error || hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} isOptional={isOptional}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={hasMessage ? `${id}-message` : undefined}
        className={cn(INPUT_CLASS, className)}
        {...props}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty option (e.g. "Select your industry"). */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  isOptional?: boolean;
};

/** A labelled native select: accessible and mobile-friendly without extra code. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  isOptional,
  className,
  ...props
}: SelectFieldProps) {
  const id = useId();
  const hasMessage = Boolean(error || hint);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} isOptional={isOptional}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={hasMessage ? `${id}-message` : undefined}
        className={cn(INPUT_CLASS, 'pr-8', className)}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
