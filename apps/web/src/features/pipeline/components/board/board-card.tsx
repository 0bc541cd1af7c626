import { useDraggable } from '@dnd-kit/core';
import type { PipelineItem, PipelineStage } from '@wac/contract';
import { GripVertical } from 'lucide-react';
import { Link } from 'react-router';
import { buildPipelineItemPath } from '@/config/paths';
import { cn } from '@/lib/class-names';
import { formatDate } from '@/lib/format';
import { describeItemValue, describeOwner, type PipelineLookups } from '../../utils/item-fields';
import { CardMenu } from './card-menu';

interface BoardCardProps {
  workspaceId: number;
  item: PipelineItem;
  lookups: PipelineLookups;
  canMove: boolean;
  onMove: (item: PipelineItem, stage: PipelineStage) => void;
}

/** The words of a card, shared by the card in its column and the copy that follows the pointer. */
export function CardFacts({ item, lookups }: { item: PipelineItem; lookups: PipelineLookups }) {
  return (
    <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
      <div className="col-span-2 min-w-0">
        <dt className="sr-only">Buyer</dt>
        <dd className="break-words text-fg-muted">{item.buyer_name ?? 'Buyer not specified'}</dd>
      </div>
      <div>
        <dt className="text-fg-muted">Deadline</dt>
        <dd className="font-medium text-fg">{formatDate(item.notice_deadline) ?? 'None given'}</dd>
      </div>
      <div>
        <dt className="text-fg-muted">Value</dt>
        <dd className="font-medium text-fg">{describeItemValue(item)}</dd>
      </div>
      {/* One "Owner:", seen and read: the term is the visible words, on the owner's line. */}
      <div className="col-span-2 text-fg-muted">
        <dt className="inline">Owner: </dt>
        <dd className="inline">{describeOwner(item.owner_user_id, lookups)}</dd>
      </div>
    </dl>
  );
}

/**
 * One item on the board. The grip is the drag handle (mouse, touch and keyboard, ADR 0195), so
 * the title link and the menu stay ordinary controls; the menu's "Move to" does the same
 * without dragging.
 */
export function BoardCard({ workspaceId, item, lookups, canMove, onMove }: BoardCardProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: item.id,
    data: { item },
    disabled: !canMove,
  });
  return (
    <article
      ref={setNodeRef}
      data-pipeline-card={item.id}
      className={cn(
        'rounded-xl border border-line bg-surface p-3 shadow-sm',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1">
        {canMove && (
          <button
            type="button"
            {...attributes}
            {...listeners}
            aria-label={`Move ${item.title}`}
            className="-ml-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="size-4" />
          </button>
        )}
        <h3 className="min-w-0 flex-1 pt-1 text-sm leading-snug font-semibold break-words">
          <Link
            to={buildPipelineItemPath(workspaceId, item.id)}
            className="text-link underline-offset-4 hover:underline"
          >
            {item.title}
          </Link>
        </h3>
        {canMove && <CardMenu item={item} stages={lookups.stages} onMove={onMove} />}
      </div>
      <CardFacts item={item} lookups={lookups} />
    </article>
  );
}
