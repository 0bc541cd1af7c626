import { joinTags, RADAR_MONTHS, type RadarMonths, splitTags } from '@wac/contract';
import { SEARCH_REGION_NAMES, SEARCH_REGIONS } from '@wac/contract/search-constants';
import { type FormEvent, useEffect, useState } from 'react';
import { CpvCombobox } from '@/components/cpv-combobox';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/class-names';
import { EMPTY_RADAR_FORM, type RadarForm } from '../utils/radar-query';

const inputClass =
  'mt-1 w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-fg placeholder:text-fg-muted';

/** 3, 6, 12 or 24 months: radio buttons that look like a segmented control. */
export function MonthsChoice({
  months,
  onChange,
}: {
  months: RadarMonths;
  onChange: (months: RadarMonths) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Contracts ending within</legend>
      <div className="mt-2 grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 sm:inline-flex sm:gap-0">
        {RADAR_MONTHS.map((value) => (
          <label
            key={value}
            className={cn(
              'cursor-pointer whitespace-nowrap rounded-lg px-2 py-2 text-center text-sm font-semibold sm:px-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              // The chosen window in the selected colours: the surface on the muted track was
              // 1.1:1 in dark mode, too faint to see which one applies (WCAG 1.4.11 asks 3:1).
              value === months ? 'bg-selected text-on-selected shadow-sm' : 'text-fg-muted',
            )}
          >
            <input
              type="radio"
              name="radar-months"
              value={value}
              checked={value === months}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {value} months
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => React.ReactNode }) {
  const id = `radar-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Keyword, CPV codes, region, buyer name and award value; applied together. */
export function RadarFilters({
  applied,
  onApply,
}: {
  applied: RadarForm;
  onApply: (form: RadarForm) => void;
}) {
  const [form, setForm] = useState(applied);
  useEffect(() => setForm(applied), [applied]);
  const set = (key: keyof RadarForm) => (value: string) => setForm({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Radar filters"
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field label="Keyword">
        {(id) => (
          <input
            id={id}
            className={inputClass}
            value={form.q}
            onChange={(event) => set('q')(event.target.value)}
            placeholder="e.g. cleaning, grounds maintenance"
          />
        )}
      </Field>
      <CpvCombobox
        label="CPV codes"
        codes={splitTags(form.cpv_codes)}
        onChange={(codes) => set('cpv_codes')(joinTags(codes))}
      />
      <Field label="Region">
        {(id) => (
          <select
            id={id}
            className={inputClass}
            value={form.region}
            onChange={(event) => set('region')(event.target.value)}
          >
            <option value="">All Regions</option>
            {SEARCH_REGIONS.map((code) => (
              <option key={code} value={code}>
                {SEARCH_REGION_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Buyer name">
        {(id) => (
          <input
            id={id}
            className={inputClass}
            value={form.buyer_name}
            onChange={(event) => set('buyer_name')(event.target.value)}
            placeholder="e.g. Leeds"
          />
        )}
      </Field>
      <Field label="Minimum value (£)">
        {(id) => (
          <input
            id={id}
            className={inputClass}
            value={form.value_from}
            onChange={(event) => set('value_from')(event.target.value)}
            inputMode="numeric"
          />
        )}
      </Field>
      <Field label="Maximum value (£)">
        {(id) => (
          <input
            id={id}
            className={inputClass}
            value={form.value_to}
            onChange={(event) => set('value_to')(event.target.value)}
            inputMode="numeric"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Apply Filters</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setForm(EMPTY_RADAR_FORM);
            onApply(EMPTY_RADAR_FORM);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
