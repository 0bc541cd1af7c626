import { PIPELINE_ITEM_SORTS, type PipelineItemSort } from '@wac/contract';
import { SelectField, TextField } from '@/components/ui/form-field';
import type { TableQuery } from '../../hooks/use-table-items';
import { describeMember, type PipelineLookups } from '../../utils/item-fields';

const SORT_LABELS: Record<PipelineItemSort, string> = {
  deadline: 'Deadline (soonest)',
  value: 'Value (highest)',
  buyer: 'Buyer (A to Z)',
  stage: 'Stage (in order)',
  owner: 'Owner (A to Z)',
  updated: 'Last changed',
};

/** The table's sort and its filters by stage, owner, buyer, deadline and value. */
export function TableFilters({
  query,
  lookups,
  onChange,
}: {
  query: TableQuery;
  lookups: PipelineLookups;
  onChange: (changes: Partial<TableQuery>) => void;
}) {
  // Any change but paging starts again from the first page.
  const set = (changes: Partial<TableQuery>) => onChange({ ...changes, page: 1 });
  return (
    // One row of six from xl, the sort a little wider so its longest choice, "Deadline
    // (soonest)", is read whole at 1280-1366 px; three columns on two rows between lg and xl.
    <div className="grid grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[minmax(12rem,1.5fr)_repeat(5,minmax(0,1fr))]">
      <SelectField
        label="Sort by"
        value={query.sort}
        onChange={(event) => set({ sort: event.target.value as PipelineItemSort })}
        options={PIPELINE_ITEM_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
      />
      <SelectField
        label="Stage"
        value={query.stage}
        placeholder="All stages"
        onChange={(event) => set({ stage: event.target.value })}
        options={lookups.stages.map((stage) => ({ value: String(stage.id), label: stage.name }))}
      />
      <SelectField
        label="Owner"
        value={query.owner}
        placeholder="Everyone"
        onChange={(event) => set({ owner: event.target.value })}
        options={lookups.members.map((member) => ({
          value: String(member.user_id),
          label: describeMember(member),
        }))}
      />
      <TextField
        label="Buyer"
        type="search"
        value={query.buyer}
        placeholder="Part of the name"
        onChange={(event) => set({ buyer: event.target.value })}
      />
      <TextField
        label="Deadline by"
        type="date"
        value={query.deadline_to}
        onChange={(event) => set({ deadline_to: event.target.value })}
      />
      <TextField
        label="Min value (£)"
        inputMode="decimal"
        value={query.value_from}
        onChange={(event) => set({ value_from: event.target.value })}
      />
    </div>
  );
}
