import { cn } from '@/lib/class-names';

/** A decorative spinner; pair it with visible or screen-reader text saying what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-block size-6 motion-safe:animate-spin rounded-full border-2 border-line-strong border-t-brand',
        className,
      )}
    />
  );
}
