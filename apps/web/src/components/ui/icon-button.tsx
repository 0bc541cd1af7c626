import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { cn } from '@/lib/class-names';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name; icons inside are decorative. */
  label: string;
}

/** A square icon-only button. Forwards its ref so Radix triggers can use it via asChild. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg text-fg-muted transition-colors',
        'hover:bg-surface-muted hover:text-fg',
        className,
      )}
      {...props}
    />
  );
});
