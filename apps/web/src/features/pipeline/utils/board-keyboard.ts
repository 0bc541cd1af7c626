import {
  type Announcements,
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';

/**
 * The keyboard moves a picked-up card a whole column at a time (left and right arrows), to just
 * under the column's heading, instead of dnd-kit's default 25 pixels a press (ADR 0195).
 */
export const columnCoordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
  const direction = { ArrowRight: 1, ArrowLeft: -1 }[event.code];
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!direction || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .map((container) => ({ id: container.id, rect: droppableRects.get(container.id) }))
    .filter((column) => column.rect !== undefined)
    .sort((a, b) => a.rect!.left - b.rect!.left);
  // The column the card is over now (dnd-kit knows it), else the one nearest its centre.
  const centre = collisionRect.left + collisionRect.width / 2;
  const distance = ({ rect }: (typeof columns)[number]) =>
    Math.abs(rect!.left + rect!.width / 2 - centre);
  const overIndex = columns.findIndex((column) => column.id === context.over?.id);
  const here =
    overIndex !== -1
      ? overIndex
      : columns.reduce(
          (best, column, index) => (distance(column) < distance(columns[best]!) ? index : best),
          0,
        );
  const target = columns[here + direction]?.rect;
  if (!target) return undefined;
  return {
    x: target.left + target.width / 2 - collisionRect.width / 2,
    y: target.top + 48,
  };
};

/** The column under the pointer; for the keyboard (no pointer), the one the card overlaps. */
export const detectColumn: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : rectIntersection(args);
};

type Names = { cardTitle: (id: unknown) => string; stageName: (id: unknown) => string };

/** What a screen reader hears while a card is moved (dnd-kit's live region). */
export function buildAnnouncements({ cardTitle, stageName }: Names): Announcements {
  return {
    onDragStart: ({ active }) =>
      `Picked up ${cardTitle(active.id)}. Use the left and right arrow keys to choose a stage, space or enter to drop it there, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${cardTitle(active.id)} is over ${stageName(over.id)}.`
        : `${cardTitle(active.id)} is not over a stage.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${cardTitle(active.id)} dropped in ${stageName(over.id)}.`
        : `${cardTitle(active.id)} was dropped outside the stages and stays where it was.`,
    onDragCancel: ({ active }) => `Move cancelled. ${cardTitle(active.id)} stays where it was.`,
  };
}

export const BOARD_INSTRUCTIONS =
  'To move a card, press space or enter on its move button, choose a stage with the left and right arrow keys, then press space or enter to drop it, or escape to cancel. Each card’s menu also moves it to a stage.';
