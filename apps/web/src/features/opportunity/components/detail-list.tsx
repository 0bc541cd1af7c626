import { cn } from '@/lib/class-names';
import type { DetailRow } from '../utils/opportunity-view';

interface DetailListProps {
  rows: DetailRow[];
  /** Two columns from the small breakpoint up, or one (narrow sidebars). */
  columns?: 1 | 2;
}

/** Label and value pairs; values keep the notice's own line breaks. */
export function DetailList({ rows, columns = 2 }: DetailListProps) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4', columns === 2 && 'sm:grid-cols-2')}>
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {row.label}
          </dt>
          <dd className="mt-1 break-words whitespace-pre-line text-fg">
            {row.content ?? row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
