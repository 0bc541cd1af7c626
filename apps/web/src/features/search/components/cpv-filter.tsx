import { Switch } from 'radix-ui';
import { useId } from 'react';
import { CpvCombobox } from '@/components/cpv-combobox';
import { splitListField } from '../utils/search-form';

interface CpvFilterProps {
  /** Comma-separated, as the URL holds them. */
  codes: string;
  /** Labels of the codes known so far. */
  labels: ReadonlyMap<string, string>;
  includeSubCategories: boolean;
  onCodesChange: (codes: string) => void;
  onIncludeSubCategoriesChange: (isIncluded: boolean) => void;
}

/**
 * CPV codes (section 5: comma-separated in the URL), chosen by code or by word with an
 * autocomplete (issue 17), and the include-sub-categories switch.
 */
export function CpvFilter({
  codes,
  labels,
  includeSubCategories,
  onCodesChange,
  onIncludeSubCategoriesChange,
}: CpvFilterProps) {
  const switchId = useId();
  return (
    <div className="space-y-2.5">
      <CpvCombobox
        codes={splitListField(codes)}
        labels={labels}
        onChange={(next) => onCodesChange(next.join(', '))}
      />
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="text-sm text-fg">
          Include sub-categories
        </label>
        <Switch.Root
          id={switchId}
          checked={includeSubCategories}
          onCheckedChange={onIncludeSubCategoriesChange}
          className="relative h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors data-[state=checked]:bg-brand"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
    </div>
  );
}
