import type { FacetBucket, SearchAggregations } from '@wac/contract';
import { FIELD_LABELS } from '@wac/contract/field-labels';
import {
  SEARCH_FRAMEWORK_FILTER_LABELS,
  SEARCH_FRAMEWORK_FILTERS,
  SEARCH_REGION_NAMES,
  SEARCH_REGIONS,
  type SearchCategory,
  type SearchStage,
} from '@wac/contract/search-constants';
import { CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { LifecycleStageCheckboxes } from '@/components/lifecycle-stage-checkboxes';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { SearchFormState } from '../hooks/use-search-form';
import { splitListField } from '../utils/search-form';
import { CpvFilter } from './cpv-filter';
import { FacetSelect } from './facet-select';
import { RangeFields } from './range-fields';
import { SourceCheckboxes } from './source-checkboxes';
import { OpenForBidsCheckbox, StatusSelect } from './status-filter';

const STAGE_OPTIONS = [
  { value: 'planning', label: 'Planning' },
  { value: 'tender', label: 'Tender' },
  { value: 'award', label: 'Award' },
] as const satisfies readonly { value: SearchStage; label: string }[];

const CATEGORY_OPTIONS = [
  { value: 'goods', label: 'Goods' },
  { value: 'services', label: 'Services' },
  { value: 'works', label: 'Works' },
] as const satisfies readonly { value: SearchCategory; label: string }[];

const FRAMEWORK_CHOICES = SEARCH_FRAMEWORK_FILTERS.map((value) => ({
  value,
  label: SEARCH_FRAMEWORK_FILTER_LABELS[value],
}));

const REGION_CHOICES = SEARCH_REGIONS.map((code) => ({
  value: code,
  label: SEARCH_REGION_NAMES[code],
}));

function FilterGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="space-y-3 border-t border-line pt-4">
      {title && (
        <h3 className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{title}</h3>
      )}
      {children}
    </div>
  );
}

type DateRangeKey = 'release_date_from' | 'release_date_to' | 'deadline_from' | 'deadline_to';

/**
 * A pair of date fields, each bounding the other's calendar. Side by side where the panel is full
 * width; one above the other in the narrow desktop column, where two would be too narrow for
 * "dd/mm/yyyy" and the calendar button.
 */
function DateRangeFields(props: {
  form: SearchFormState;
  fieldErrors: Readonly<Record<string, string>>;
  from: DateRangeKey;
  to: DateRangeKey;
}) {
  const { form, fieldErrors, from, to } = props;
  const { draft, setField } = form;
  return (
    <RangeFields
      className="grid grid-cols-2 gap-3 lg:grid-cols-1"
      from={{
        label: FIELD_LABELS[from]!,
        type: 'date',
        value: draft[from],
        max: draft[to] || undefined,
        error: fieldErrors[from],
        onChange: (value) => setField(from, value),
      }}
      to={{
        label: FIELD_LABELS[to]!,
        type: 'date',
        value: draft[to],
        min: draft[from] || undefined,
        error: fieldErrors[to],
        onChange: (value) => setField(to, value),
      }}
    />
  );
}

interface FilterPanelProps {
  form: SearchFormState;
  /** Facets of the search on screen, shown as counts next to the choices. */
  aggregations?: SearchAggregations;
  /** The lifecycle stage facet of the search on screen (its own request). */
  lifecycleStages?: readonly FacetBucket[];
  /** Labels of the CPV codes in the draft. */
  cpvLabels: ReadonlyMap<string, string>;
  /** The message at each field (search-field-errors.ts), by its query parameter name. */
  fieldErrors: Readonly<Record<string, string>>;
  onOpenHelp: () => void;
  /** "Include documents" or the plan that has it (issue 32), under "Open for bids only". */
  documentsOption?: ReactNode;
}

/** The filters of the search screen; every edit is pending until applied. */
export function FilterPanel(props: FilterPanelProps) {
  const { form, aggregations, lifecycleStages, cpvLabels, fieldErrors, onOpenHelp } = props;
  const { documentsOption } = props;
  const { draft, setField } = form;
  return (
    <div className="space-y-5">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Filters</h2>
        <button
          type="button"
          onClick={onOpenHelp}
          className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-link hover:bg-surface-muted"
        >
          <CircleHelp aria-hidden className="size-4" />
          Need Help?
        </button>
      </div>

      <OpenForBidsCheckbox
        status={draft.status}
        onChange={(status) => setField('status', status)}
      />
      {documentsOption}

      <FilterGroup title="Date filters">
        <DateRangeFields
          form={form}
          fieldErrors={fieldErrors}
          from="release_date_from"
          to="release_date_to"
        />
        <DateRangeFields
          form={form}
          fieldErrors={fieldErrors}
          from="deadline_from"
          to="deadline_to"
        />
      </FilterGroup>

      <FilterGroup title="Status, stage, region and category">
        <StatusSelect status={draft.status} onChange={(status) => setField('status', status)} />
        <FacetSelect
          label="Stage"
          allLabel="All Stages"
          options={STAGE_OPTIONS}
          buckets={aggregations?.stages}
          value={draft.stage}
          onChange={(value) => setField('stage', value)}
        />
        <FacetSelect
          label="Region"
          allLabel="All Regions"
          options={REGION_CHOICES}
          buckets={aggregations?.regions}
          value={draft.region}
          onChange={(value) => setField('region', value)}
        />
        <FacetSelect
          label="Category"
          allLabel="All Categories"
          options={CATEGORY_OPTIONS}
          buckets={aggregations?.categories}
          value={draft.category}
          onChange={(value) => setField('category', value)}
        />
      </FilterGroup>

      <FilterGroup>
        <LifecycleStageCheckboxes
          value={splitListField(draft.lifecycle_stage)}
          buckets={lifecycleStages}
          onChange={(stages) => setField('lifecycle_stage', stages.join(','))}
        />
      </FilterGroup>

      <FilterGroup title="Frameworks">
        <SelectField
          label={FIELD_LABELS.framework!}
          placeholder="All notices"
          options={FRAMEWORK_CHOICES}
          value={draft.framework}
          error={fieldErrors.framework}
          onChange={(event) => setField('framework', event.target.value)}
        />
      </FilterGroup>

      <FilterGroup title="Value (£)">
        <RangeFields
          className="grid grid-cols-2 gap-3"
          from={{
            label: FIELD_LABELS.value_from!,
            inputMode: 'decimal',
            autoComplete: 'off',
            placeholder: 'e.g. 10000',
            value: draft.value_from,
            error: fieldErrors.value_from,
            onChange: (value) => setField('value_from', value),
          }}
          to={{
            label: FIELD_LABELS.value_to!,
            inputMode: 'decimal',
            autoComplete: 'off',
            placeholder: 'e.g. 500000',
            value: draft.value_to,
            error: fieldErrors.value_to,
            onChange: (value) => setField('value_to', value),
          }}
        />
      </FilterGroup>

      <FilterGroup title="Buyer and CPV">
        <TextField
          label={FIELD_LABELS.buyer_name}
          autoComplete="off"
          error={fieldErrors.buyer_name}
          value={draft.buyer_name}
          onChange={(event) => setField('buyer_name', event.target.value)}
        />
        <CpvFilter
          codes={draft.cpv_codes}
          labels={cpvLabels}
          includeSubCategories={draft.include_sub_cpv}
          onCodesChange={(codes) => setField('cpv_codes', codes)}
          onIncludeSubCategoriesChange={(isIncluded) => setField('include_sub_cpv', isIncluded)}
        />
      </FilterGroup>

      <FilterGroup>
        <SourceCheckboxes
          value={draft.source_system}
          buckets={aggregations?.source_systems}
          onChange={(sources) => setField('source_system', sources)}
        />
      </FilterGroup>
    </div>
  );
}
