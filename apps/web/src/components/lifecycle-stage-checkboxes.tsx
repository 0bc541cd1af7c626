import type { FacetBucket } from '@wac/contract';
import {
  LIFECYCLE_STAGE_LABELS,
  LIFECYCLE_STAGES,
  type LifecycleStage,
} from '@wac/contract/lifecycle-stage';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { formatCount } from '@/lib/format';

interface LifecycleStageCheckboxesProps {
  value: readonly string[];
  onChange: (stages: LifecycleStage[]) => void;
  /** Matches per stage, shown beside each stage (the search's facet). */
  buckets?: readonly FacetBucket[];
  hint?: string;
}

/**
 * Where each procurement has got to today (issue 31): any of the ticked stages may match. The
 * search's filter panel and the alert wizard tick the same list.
 */
export function LifecycleStageCheckboxes(props: LifecycleStageCheckboxesProps) {
  const { value, onChange, buckets, hint } = props;
  const groupId = useId();
  const counts = new Map(buckets?.map((bucket) => [bucket.key, bucket.doc_count]));
  const toggle = (stage: LifecycleStage, isChecked: boolean) =>
    onChange(
      LIFECYCLE_STAGES.filter((item) => (item === stage ? isChecked : value.includes(item))),
    );
  return (
    <fieldset
      aria-labelledby={`${groupId}-legend`}
      aria-describedby={hint ? `${groupId}-hint` : undefined}
      className="space-y-2"
    >
      <legend id={`${groupId}-legend`} className="text-sm font-medium text-fg">
        Lifecycle stage
      </legend>
      {hint && (
        <p id={`${groupId}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {LIFECYCLE_STAGES.map((stage) => {
        const id = `${groupId}-${stage}`;
        const count = counts.get(stage);
        return (
          <div key={stage} className="flex items-center gap-2.5">
            <Checkbox.Root
              id={id}
              checked={value.includes(stage)}
              onCheckedChange={(checked) => toggle(stage, checked === true)}
              className="flex size-5 shrink-0 items-center justify-center rounded border border-line-strong bg-surface data-[state=checked]:border-brand data-[state=checked]:bg-brand"
            >
              <Checkbox.Indicator>
                <Check aria-hidden className="size-3.5 text-on-brand" strokeWidth={3} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={id} className="flex flex-1 justify-between gap-2 text-sm text-fg">
              <span>{LIFECYCLE_STAGE_LABELS[stage]}</span>
              {count !== undefined && <span className="text-fg-muted">{formatCount(count)}</span>}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
