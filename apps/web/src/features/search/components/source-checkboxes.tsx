import type { FacetBucket } from '@wac/contract';
import { SEARCH_SOURCE_SYSTEMS, type SearchSourceSystem } from '@wac/contract/search-constants';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { formatCount } from '@/lib/format';
import { getSourceLabel, getSourceName } from '@/lib/source-label';

interface SourceCheckboxesProps {
  value: SearchSourceSystem[];
  onChange: (value: SearchSourceSystem[]) => void;
  buckets?: readonly FacetBucket[];
}

/** Sources filter: at least one stays ticked, so the last ticked one cannot be unticked (section 5). */
export function SourceCheckboxes({ value, onChange, buckets }: SourceCheckboxesProps) {
  const groupId = useId();
  const counts = new Map(buckets?.map((bucket) => [bucket.key, bucket.doc_count]));
  const toggle = (source: SearchSourceSystem, isChecked: boolean) => {
    const next = SEARCH_SOURCE_SYSTEMS.filter((item) =>
      item === source ? isChecked : value.includes(item),
    );
    if (next.length > 0) onChange(next);
  };
  return (
    <fieldset aria-labelledby={`${groupId}-legend`} className="space-y-2">
      <legend id={`${groupId}-legend`} className="text-sm font-medium text-fg">
        Sources
      </legend>
      {SEARCH_SOURCE_SYSTEMS.map((source) => {
        const isChecked = value.includes(source);
        const isLastChecked = isChecked && value.length === 1;
        const id = `${groupId}-${source}`;
        return (
          <div key={source} className="flex items-center gap-2.5">
            <Checkbox.Root
              id={id}
              checked={isChecked}
              disabled={isLastChecked}
              onCheckedChange={(checked) => toggle(source, checked === true)}
              aria-describedby={isLastChecked ? `${groupId}-hint` : undefined}
              className="flex size-5 shrink-0 items-center justify-center rounded border border-line-strong bg-surface data-[state=checked]:border-brand data-[state=checked]:bg-brand disabled:opacity-60"
            >
              <Checkbox.Indicator>
                <Check aria-hidden className="size-3.5 text-on-brand" strokeWidth={3} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={id} className="flex flex-1 justify-between gap-2 text-sm text-fg">
              <span>
                {getSourceName(source)} ({getSourceLabel(source)})
              </span>
              {buckets && (
                <span className="text-fg-muted">{formatCount(counts.get(source) ?? 0)}</span>
              )}
            </label>
          </div>
        );
      })}
      {value.length === 1 && (
        <p id={`${groupId}-hint`} className="text-xs text-fg-muted">
          At least one source must stay selected.
        </p>
      )}
    </fieldset>
  );
}
