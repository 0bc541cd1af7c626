import { useId } from 'react';
import { cn } from '@/lib/class-names';

/** The WAC mark: a "W" peak under a found-it dot. Same artwork as public/favicon.svg. */
export function WacMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1d4ed8" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M7 11.5 10.8 22.5 16 14 21.2 22.5 25 11.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="8.2" r="2.1" fill="#fbbf24" />
    </svg>
  );
}

/** Mark plus wordmark. Decorative: the surrounding link carries the accessible name. */
export function WacLogo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <WacMark />
      <span aria-hidden className="text-xl font-extrabold tracking-tight text-fg">
        WAC
      </span>
    </span>
  );
}
