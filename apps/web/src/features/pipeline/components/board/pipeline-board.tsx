import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { PipelineItem, PipelineStage } from '@wac/contract';
import { useState } from 'react';
import { cn } from '@/lib/class-names';
import {
  BOARD_INSTRUCTIONS,
  buildAnnouncements,
  columnCoordinateGetter,
  detectColumn,
} from '../../utils/board-keyboard';
import type { PipelineLookups } from '../../utils/item-fields';
import { CardFacts } from './board-card';
import { BoardColumn } from './board-column';
import { StagePicker } from './stage-picker';

interface PipelineBoardProps {
  workspaceId: number;
  items: PipelineItem[];
  lookups: PipelineLookups;
  canMove: boolean;
  onMove: (item: PipelineItem, stageId: number) => void;
}

/**
 * The board scrolls sideways by itself only when the pointer is at its very edge (2.5% of its
 * width, about 10 px on a phone), not the default fifth: on a phone the next column shows only
 * its last 40 px, and a card held there must stay over that column rather than scroll it away.
 */
const BOARD_AUTO_SCROLL = { threshold: { x: 0.025, y: 0.2 } };

const stageIdOf = (droppableId: unknown) => Number(String(droppableId).replace('stage-', ''));

/**
 * One column per stage; cards move by dragging their grip (mouse, touch, or the keyboard with
 * announcements) or through their menu (ADR 0195). On a phone the columns scroll sideways.
 */
export function PipelineBoard({
  workspaceId,
  items,
  lookups,
  canMove,
  onMove,
}: PipelineBoardProps) {
  const [dragged, setDragged] = useState<PipelineItem | null>(null);
  const sensors = useSensors(
    // A few pixels of travel first, so a tap on the grip is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnCoordinateGetter }),
  );
  const titleOf = (id: unknown) => items.find((item) => item.id === id)?.title ?? 'The card';
  const stageNameOf = (id: unknown) =>
    lookups.stages.find((stage) => stage.id === stageIdOf(id))?.name ?? 'a stage';

  const handleDragStart = ({ active }: DragStartEvent) =>
    setDragged(items.find((item) => item.id === active.id) ?? null);
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const item = items.find((candidate) => candidate.id === active.id);
    if (item && over) onMove(item, stageIdOf(over.id));
  };
  const moveByMenu = (item: PipelineItem, stage: PipelineStage) => onMove(item, stage.id);

  return (
    <>
      <StagePicker stages={lookups.stages} items={items} />
      <DndContext
        sensors={sensors}
        collisionDetection={detectColumn}
        onDragStart={handleDragStart}
        onDragEnd={handleDragEnd}
        onDragCancel={() => setDragged(null)}
        autoScroll={BOARD_AUTO_SCROLL}
        accessibility={{
          announcements: buildAnnouncements({ cardTitle: titleOf, stageName: stageNameOf }),
          screenReaderInstructions: { draggable: BOARD_INSTRUCTIONS },
        }}
      >
        <section
          // Focusable so keyboard users can scroll the board sideways too (axe: scrollable-region).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus.
          tabIndex={0}
          aria-label="Pipeline board"
          className={cn(
            '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0',
            // Snapping turns each small auto-scroll step into a jump of a whole column.
            dragged && 'snap-none',
          )}
        >
          {lookups.stages.map((stage) => (
            <BoardColumn
              key={stage.id}
              workspaceId={workspaceId}
              stage={stage}
              items={items.filter((item) => item.stage_id === stage.id)}
              lookups={lookups}
              canMove={canMove}
              onMove={moveByMenu}
            />
          ))}
        </section>
        <DragOverlay dropAnimation={null}>
          {dragged && (
            <div
              data-drag-overlay
              className="w-64 rotate-1 rounded-xl border border-brand bg-surface p-3 shadow-2xl"
            >
              <p className="text-sm font-semibold">{dragged.title}</p>
              <CardFacts item={dragged} lookups={lookups} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
    </>
  );
}
