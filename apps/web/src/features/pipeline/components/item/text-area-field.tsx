import { type ComponentProps, useId } from 'react';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';

// The inputs' look without their fixed height: a text area grows with its rows.
const TEXT_AREA_CLASS = INPUT_CLASS.replace('h-10 ', '');

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | null;
};

/** A labelled text area, with the hint or error linked as the other fields do. */
export function TextAreaField({ label, hint, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const message = error || hint;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
        <span className="ml-1 font-normal text-fg-muted">(optional)</span>
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        className={cn(TEXT_AREA_CLASS, 'py-2', className)}
        {...props}
      />
      {message && (
        <p
          id={`${id}-message`}
          className={error ? 'text-sm text-red-700 dark:text-red-300' : 'text-sm text-fg-muted'}
        >
          {message}
        </p>
      )}
    </div>
  );
}
