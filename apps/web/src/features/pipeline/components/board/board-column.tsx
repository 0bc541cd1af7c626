import { useDroppable } from '@dnd-kit/core';
import type { PipelineItem, PipelineStage } from '@wac/contract';
import { cn } from '@/lib/class-names';
import type { PipelineLookups } from '../../utils/item-fields';
import { BoardCard } from './board-card';

interface BoardColumnProps {
  workspaceId: number;
  stage: PipelineStage;
  items: PipelineItem[];
  lookups: PipelineLookups;
  canMove: boolean;
  onMove: (item: PipelineItem, stage: PipelineStage) => void;
}

/** One stage: its name and count, then its cards; the whole column takes a dropped card. */
export function BoardColumn({
  workspaceId,
  stage,
  items,
  lookups,
  canMove,
  onMove,
}: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `stage-${stage.id}`, data: { stage } });
  const headingId = `pipeline-stage-${stage.id}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-pipeline-stage={stage.id}
      className={cn(
        // Phones: one column fills most of the screen and snaps into place as the board scrolls.
        // Relative, so the hidden words (sr-only counts and card labels) are placed and clipped
        // inside the board's scroller: placed by the page, they pushed it 2,000 px wide.
        'relative flex w-[82vw] max-w-80 shrink-0 snap-start flex-col rounded-2xl border border-line bg-surface-muted p-2 sm:w-72',
        isOver && 'border-brand ring-2 ring-brand',
      )}
    >
      <h2
        id={headingId}
        className="flex items-center justify-between px-1.5 py-1 text-sm font-semibold"
      >
        <span>{stage.name}</span>
        <span className="rounded-full bg-surface px-2 text-xs font-medium text-fg-muted">
          {items.length}
          <span className="sr-only"> {items.length === 1 ? 'item' : 'items'}</span>
        </span>
      </h2>
      {items.length === 0 ? (
        <p className="px-1.5 py-3 text-sm text-fg-muted">No items</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id}>
              <BoardCard
                workspaceId={workspaceId}
                item={item}
                lookups={lookups}
                canMove={canMove}
                onMove={onMove}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
