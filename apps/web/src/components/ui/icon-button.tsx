import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

interface IconButtonProps extends ComponentProps<'button'> {
  /** The accessible name; icons inside are decorative. */
  label: string;
}

/** A square icon-only button. Passes its ref on, so Radix triggers can use it via asChild. */
export function IconButton({ label, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button
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
}
