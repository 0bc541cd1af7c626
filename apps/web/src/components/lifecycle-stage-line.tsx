import type { OpportunityLifecycle } from '@wac/contract';
import { Milestone } from 'lucide-react';
import { cn } from '@/lib/class-names';

interface LifecycleStageLineProps {
  lifecycle: OpportunityLifecycle;
  className?: string;
}

/**
 * Where the procurement has got to today (issue 31), in the server's words with its date:
 * "Standstill until 12 Dec 2026", "Planned, tender expected March 2027". Nothing when the
 * notices say nothing of it.
 */
export function LifecycleStageLine({ lifecycle, className }: LifecycleStageLineProps) {
  if (!lifecycle) return null;
  return (
    <p
      data-lifecycle-stage={lifecycle.stage}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-fg', className)}
    >
      <Milestone aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <span>
        <span className="sr-only">Lifecycle stage: </span>
        {lifecycle.label}
      </span>
    </p>
  );
}
