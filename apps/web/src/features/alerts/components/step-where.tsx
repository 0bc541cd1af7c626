import { ALERT_DEADLINE_FILTERS } from '@wac/contract';
import { FIELD_LABELS } from '@wac/contract/field-labels';
import {
  SEARCH_FRAMEWORK_FILTER_LABELS,
  SEARCH_FRAMEWORK_FILTERS,
} from '@wac/contract/search-constants';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { LifecycleStageCheckboxes } from '@/components/lifecycle-stage-checkboxes';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { AlertFormValues } from '../utils/alert-form';
import { DEADLINE_FILTER_LABELS } from '../utils/alert-text';
import { DeliveryChoice } from './delivery-choice';
import { LivePreview } from './live-preview';
import { TagsInput } from './tags-input';

interface StepWhereProps {
  values: AlertFormValues;
  onChange: (changes: Partial<AlertFormValues>) => void;
  /** The server's message at a field (`min_value`, `max_value`), after a refused save. */
  errors?: Readonly<Record<string, string>>;
}

const DEADLINE_OPTIONS = ALERT_DEADLINE_FILTERS.map((value) => ({
  value,
  label: DEADLINE_FILTER_LABELS[value],
}));

const FRAMEWORK_OPTIONS = SEARCH_FRAMEWORK_FILTERS.map((value) => ({
  value,
  label: SEARCH_FRAMEWORK_FILTER_LABELS[value],
}));

/** Step 3: where and how much, whether to email, and the live preview (section 2). */
export function StepWhere({ values, onChange, errors = {} }: StepWhereProps) {
  const switchId = useId();
  return (
    <div className="space-y-6">
      <TagsInput
        label="Location Keywords"
        placeholder="e.g. Leeds, London or LS1"
        hint="Press Enter to add each place: a town, county, region or postcode."
        tags={values.location_keywords}
        onChange={(location_keywords) => onChange({ location_keywords })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Minimum Value (£)"
          type="number"
          inputMode="numeric"
          min={0}
          step="any"
          value={values.min_value}
          onChange={(event) => onChange({ min_value: event.target.value })}
          error={errors.min_value}
          isOptional
        />
        <TextField
          label="Maximum Value (£)"
          type="number"
          inputMode="numeric"
          min={0}
          step="any"
          value={values.max_value}
          onChange={(event) => onChange({ max_value: event.target.value })}
          error={errors.max_value}
          isOptional
        />
      </div>
      <SelectField
        label="Deadline"
        options={DEADLINE_OPTIONS}
        value={values.deadline_filter}
        onChange={(event) =>
          onChange({ deadline_filter: event.target.value as AlertFormValues['deadline_filter'] })
        }
      />
      <LifecycleStageCheckboxes
        value={values.lifecycle_stages}
        hint="Tick none for any stage."
        onChange={(lifecycle_stages) => onChange({ lifecycle_stages })}
      />
      <SelectField
        label={FIELD_LABELS.framework!}
        placeholder="All notices"
        options={FRAMEWORK_OPTIONS}
        value={values.framework}
        error={errors.framework}
        onChange={(event) =>
          onChange({ framework: event.target.value as AlertFormValues['framework'] })
        }
      />
      <div className="flex items-center justify-between gap-4 rounded-xl border border-line px-4 py-3">
        <label htmlFor={switchId} className="text-sm">
          <span className="block font-medium">Send Email Alerts</span>
          <span className="block text-fg-muted">
            {values.delivery === 'instant'
              ? 'Email me new matches as soon as they are found.'
              : 'Email me new matches once a day.'}
          </span>
        </label>
        <Switch.Root
          id={switchId}
          checked={values.is_active}
          onCheckedChange={(is_active) => onChange({ is_active })}
          className="relative h-6 w-11 shrink-0 rounded-full bg-line-strong transition-colors data-[state=checked]:bg-brand"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
        </Switch.Root>
      </div>
      <DeliveryChoice value={values.delivery} onChange={(delivery) => onChange({ delivery })} />
      <LivePreview values={values} />
    </div>
  );
}
