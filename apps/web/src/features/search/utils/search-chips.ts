import {
  SEARCH_REGION_NAMES,
  SEARCH_SOURCE_SYSTEMS,
  type SearchRegion,
  type SearchSourceSystem,
} from '@wac/contract/search-constants';
import { formatDate, formatMoney } from '@/lib/format';
import { getSourceLabel } from '@/lib/source-label';
import { EMPTY_SEARCH_FORM, type SearchForm, type TextFilterName } from './search-form';

/** One entry of the Current Search list. */
export interface SearchChip {
  key: string;
  label: string;
  /** The field differs from the search on screen (not applied yet). */
  isPending: boolean;
  /** The form with this filter reset (section 4 "Removing a chip"). */
  remove: (form: SearchForm) => SearchForm;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const formatDay = (value: string) => formatDate(value) ?? value;

function formatPounds(value: string): string {
  const amount = Number(value.replace(/[£,\s]/g, ''));
  return Number.isFinite(amount) ? formatMoney(amount) : value;
}

const LABELS: Record<TextFilterName, (value: string) => string> = {
  q: (value) => `Keyword: ${value}`,
  release_date_from: (value) => `Released from: ${formatDay(value)}`,
  release_date_to: (value) => `Released to: ${formatDay(value)}`,
  deadline_from: (value) => `Deadline from: ${formatDay(value)}`,
  deadline_to: (value) => `Deadline to: ${formatDay(value)}`,
  award_date_from: (value) => `Awarded from: ${formatDay(value)}`,
  award_date_to: (value) => `Awarded to: ${formatDay(value)}`,
  stage: (value) => `Stage: ${capitalise(value)}`,
  region: (value) => `Region: ${SEARCH_REGION_NAMES[value as SearchRegion] ?? value}`,
  value_from: (value) => `Min value: ${formatPounds(value)}`,
  value_to: (value) => `Max value: ${formatPounds(value)}`,
  category: (value) => `Category: ${capitalise(value)}`,
  buyer_name: (value) => `Buyer: ${value}`,
  cpv_codes: (value) => `CPV: ${value}`,
};

const CHIP_ORDER = Object.keys(LABELS) as TextFilterName[];

function cpvLabel(form: SearchForm): string {
  const codes = form.cpv_codes
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean)
    .join(', ');
  return `${LABELS.cpv_codes(codes)}${form.include_sub_cpv ? '' : ' (exact codes only)'}`;
}

function textChip(name: TextFilterName, draft: SearchForm, applied: SearchForm): SearchChip {
  const value = draft[name].trim();
  if (name === 'cpv_codes') {
    return {
      key: name,
      label: cpvLabel(draft),
      isPending:
        value !== applied.cpv_codes.trim() || draft.include_sub_cpv !== applied.include_sub_cpv,
      // Removing the CPV chip also turns sub-categories back on.
      remove: (form) => ({ ...form, cpv_codes: '', include_sub_cpv: true }),
    };
  }
  return {
    key: name,
    label: LABELS[name](value),
    isPending: value !== applied[name].trim(),
    remove: (form) => ({ ...form, [name]: EMPTY_SEARCH_FORM[name] }),
  };
}

function sourceChip(
  source: SearchSourceSystem,
  draft: SearchForm,
  applied: SearchForm,
): SearchChip | null {
  if (draft.source_system.includes(source)) return null;
  return {
    key: `source:${source}`,
    label: `Source Excluded: ${getSourceLabel(source)}`,
    isPending: applied.source_system.includes(source),
    // Removing an exclusion ticks the source again.
    remove: (form) => ({
      ...form,
      source_system: SEARCH_SOURCE_SYSTEMS.filter(
        (item) => item === source || form.source_system.includes(item),
      ),
    }),
  };
}

/**
 * The Current Search chips of the filter panel as it stands: one per filled field, one per
 * excluded source. A chip is pending while it differs from the last applied (URL) search.
 */
export function buildSearchChips(draft: SearchForm, applied: SearchForm): SearchChip[] {
  const chips = CHIP_ORDER.filter((name) => draft[name].trim()).map((name) =>
    textChip(name, draft, applied),
  );
  for (const source of SEARCH_SOURCE_SYSTEMS) {
    const chip = sourceChip(source, draft, applied);
    if (chip) chips.push(chip);
  }
  return chips;
}
