import {
  OPPORTUNITY_STATUS_LABELS,
  OPPORTUNITY_STATUSES,
  type OpportunityStatus,
} from '@wac/contract/opportunity-status';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { splitListField } from '../utils/search-form';

/** The statuses the "Open for bids only" box stands for. */
export const OPEN_FOR_BIDS = 'open';

/**
 * "Open for bids only" (issue 17): the status filter's common case as one box at the top of
 * the panel. Ticked means `status=open` (closing soon included); unticking clears the status.
 */
export function OpenForBidsCheckbox({
  status,
  onChange,
}: {
  status: string;
  onChange: (status: string) => void;
}) {
  const id = useId();
  const isChecked = splitListField(status).join(',') === OPEN_FOR_BIDS;
  return (
    <div className="flex items-center gap-2.5">
      <Checkbox.Root
        id={id}
        checked={isChecked}
        onCheckedChange={(checked) => onChange(checked === true ? OPEN_FOR_BIDS : '')}
        className="flex size-5 shrink-0 items-center justify-center rounded border border-line-strong bg-surface data-[state=checked]:border-brand data-[state=checked]:bg-brand"
      >
        <Checkbox.Indicator>
          <Check aria-hidden className="size-3.5 text-on-brand" strokeWidth={3} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Open for bids only
      </label>
    </div>
  );
}

const STATUS_OPTIONS = OPPORTUNITY_STATUSES.map((status) => ({
  value: status,
  label: OPPORTUNITY_STATUS_LABELS[status],
}));

/** Every status, one at a time; a link with several shows them as one choice. */
export function StatusSelect({
  status,
  onChange,
}: {
  status: string;
  onChange: (status: string) => void;
}) {
  const chosen = splitListField(status);
  const options =
    chosen.length > 1
      ? [
          ...STATUS_OPTIONS,
          {
            value: chosen.join(','),
            label: chosen
              .map((item) => OPPORTUNITY_STATUS_LABELS[item as OpportunityStatus] ?? item)
              .join(', '),
          },
        ]
      : STATUS_OPTIONS;
  return (
    <SelectField
      label="Status"
      placeholder="All Statuses"
      options={options}
      value={chosen.join(',')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
