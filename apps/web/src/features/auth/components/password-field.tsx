import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
};

/** A password input with a show/hide toggle (typing a long password blind causes mistakes). */
export function PasswordField({ label, hint, error, className, ...props }: PasswordFieldProps) {
  const id = useId();
  const [isVisible, setIsVisible] = useState(false);
  const message = error ?? hint;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={isVisible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className={cn(INPUT_CLASS, 'pr-11', className)}
          {...props}
        />
        <button
          type="button"
          onClick={() => setIsVisible((visible) => !visible)}
          aria-label={isVisible ? 'Hide password' : 'Show password'}
          aria-pressed={isVisible}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-fg-muted hover:text-fg"
        >
          {isVisible ? (
            <EyeOff aria-hidden className="size-4" />
          ) : (
            <Eye aria-hidden className="size-4" />
          )}
        </button>
      </div>
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
