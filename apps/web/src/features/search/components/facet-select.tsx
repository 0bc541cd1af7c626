import type { FacetBucket } from '@wac/contract';
import { SelectField } from '@/components/ui/form-field';
import { formatCount } from '@/lib/format';

interface FacetSelectProps {
  label: string;
  /** The first option, meaning "no filter". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  /** Matches per option in the search on screen, shown after each option. */
  buckets?: readonly FacetBucket[];
  value: string;
  onChange: (value: string) => void;
}

/** A single-choice filter whose options show how many of the current matches they hold. */
export function FacetSelect({
  label,
  allLabel,
  options,
  buckets,
  value,
  onChange,
}: FacetSelectProps) {
  const counts = new Map(buckets?.map((bucket) => [bucket.key, bucket.doc_count]));
  const labelled = options.map((option) => {
    const count = buckets ? (counts.get(option.value) ?? 0) : undefined;
    return {
      value: option.value,
      label: count === undefined ? option.label : `${option.label} (${formatCount(count)})`,
    };
  });
  return (
    <SelectField
      label={label}
      placeholder={allLabel}
      options={labelled}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
