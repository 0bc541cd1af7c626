import type { PipelineItem, PipelineStage } from '@wac/contract';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';

/**
 * Phones show one column at a time: this scrolls the board to the stage chosen, with each
 * stage's count, so a far column is one tap away rather than many swipes (ADR 0195).
 */
export function StagePicker({
  stages,
  items,
}: {
  stages: readonly PipelineStage[];
  items: readonly PipelineItem[];
}) {
  const show = (stageId: string) =>
    document
      .querySelector(`[data-pipeline-stage="${stageId}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  return (
    <label className="mb-3 flex items-center gap-2 text-sm font-medium sm:hidden">
      Go to stage
      <select
        className={cn(INPUT_CLASS, 'w-auto flex-1 pr-8')}
        defaultValue=""
        onChange={(event) => show(event.target.value)}
      >
        <option value="" disabled>
          Choose a stage
        </option>
        {stages.map((stage) => (
          <option key={stage.id} value={stage.id}>
            {stage.name} ({items.filter((item) => item.stage_id === stage.id).length})
          </option>
        ))}
      </select>
    </label>
  );
}
