import type { PipelineItem, PipelineStage } from '@wac/contract';
import { MoreVertical } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';

const ITEM_CLASS =
  'flex cursor-pointer items-center rounded-md px-2.5 py-2 text-sm text-fg outline-none ' +
  'data-[highlighted]:bg-surface-muted';

/** A card's menu: "Move to" each other stage, the way to move without dragging (phones too). */
export function CardMenu({
  item,
  stages,
  onMove,
}: {
  item: PipelineItem;
  stages: readonly PipelineStage[];
  onMove: (item: PipelineItem, stage: PipelineStage) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Move ${item.title} to another stage`}
        className="flex size-8 shrink-0 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg data-[state=open]:bg-surface-muted"
      >
        <MoreVertical aria-hidden className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-[70vh] w-56 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-fg-muted">
            Move to...
          </DropdownMenu.Label>
          {stages
            .filter((stage) => stage.id !== item.stage_id)
            .map((stage) => (
              <DropdownMenu.Item
                key={stage.id}
                className={ITEM_CLASS}
                onSelect={() => onMove(item, stage)}
              >
                {stage.name}
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
