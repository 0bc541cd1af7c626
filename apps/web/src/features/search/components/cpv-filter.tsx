import { Switch } from 'radix-ui';
import { useId } from 'react';
import { TextField } from '@/components/ui/form-field';

interface CpvFilterProps {
  codes: string;
  includeSubCategories: boolean;
  onCodesChange: (codes: string) => void;
  onIncludeSubCategoriesChange: (isIncluded: boolean) => void;
}

/** CPV codes, comma-separated (section 5), with the include-sub-categories switch. */
export function CpvFilter({
  codes,
  includeSubCategories,
  onCodesChange,
  onIncludeSubCategoriesChange,
}: CpvFilterProps) {
  const switchId = useId();
  return (
    <div className="space-y-2.5">
      <TextField
        label="CPV Codes"
        hint="Separate codes with commas, for example 72000000, 45000000."
        value={codes}
        inputMode="numeric"
        autoComplete="off"
        onChange={(event) => onCodesChange(event.target.value)}
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
