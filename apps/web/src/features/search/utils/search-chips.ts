import {
  OPPORTUNITY_STATUS_LABELS,
  type OpportunityStatus,
} from '@wac/contract/opportunity-status';
import {
  SEARCH_REGION_NAMES,
  SEARCH_SOURCE_SYSTEMS,
  type SearchRegion,
  type SearchSourceSystem,
} from '@wac/contract/search-constants';
import { formatDate, formatMoney } from '@/lib/format';
import { getSourceLabel } from '@/lib/source-label';
import {
  EMPTY_SEARCH_FORM,
  type SearchForm,
  splitListField,
  type TextFilterName,
} from './search-form';

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
  status: (value) =>
    `Status: ${splitListField(value)
      .map((item) => OPPORTUNITY_STATUS_LABELS[item as OpportunityStatus] ?? item)
      .join(', ')}`,
  region: (value) => `Region: ${SEARCH_REGION_NAMES[value as SearchRegion] ?? value}`,
  value_from: (value) => `Min value: ${formatPounds(value)}`,
  value_to: (value) => `Max value: ${formatPounds(value)}`,
  category: (value) => `Category: ${capitalise(value)}`,
  buyer_name: (value) => `Buyer: ${value}`,
  cpv_codes: (value) => `CPV: ${value}`,
};

const CHIP_ORDER = Object.keys(LABELS) as TextFilterName[];

/** `90910000 Cleaning services` once the label is known, else the code alone. */
export type CpvLabels = ReadonlyMap<string, string>;

function textChip(name: TextFilterName, draft: SearchForm, applied: SearchForm): SearchChip {
  const value = draft[name].trim();
  return {
    key: name,
    label: LABELS[name](value),
    isPending: value !== applied[name].trim(),
    remove: (form) => ({ ...form, [name]: EMPTY_SEARCH_FORM[name] }),
  };
}

/**
 * One chip per CPV code, with its label ("90910000 Cleaning services"). Removing one removes that
 * code; removing the last also turns sub-categories back on (section 4). "Exact codes only" is a
 * chip of its own while sub-categories are off.
 */
function cpvChips(draft: SearchForm, applied: SearchForm, labels: CpvLabels): SearchChip[] {
  const appliedCodes = splitListField(applied.cpv_codes);
  const codes = splitListField(draft.cpv_codes);
  const chips: SearchChip[] = codes.map((code) => {
    const label = labels.get(code.replace(/-\d$/, ''));
    return {
      key: `cpv:${code}`,
      label: label ? `${code} ${label}` : `CPV ${code}`,
      isPending: !appliedCodes.includes(code),
      remove: (form) => {
        const rest = splitListField(form.cpv_codes).filter((item) => item !== code);
        return {
          ...form,
          cpv_codes: rest.join(', '),
          include_sub_cpv: rest.length > 0 ? form.include_sub_cpv : true,
        };
      },
    };
  });
  if (codes.length > 0 && !draft.include_sub_cpv) {
    chips.push({
      key: 'cpv:exact',
      label: 'CPV: exact codes only',
      isPending: applied.include_sub_cpv,
      remove: (form) => ({ ...form, include_sub_cpv: true }),
    });
  }
  return chips;
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
 * The Current Search chips of the filter panel as it stands: one per filled field (one per CPV
 * code), one per excluded source. A chip is pending while it differs from the last applied (URL)
 * search. `cpvLabels` names the codes it knows.
 */
export function buildSearchChips(
  draft: SearchForm,
  applied: SearchForm,
  cpvLabels: CpvLabels = new Map(),
): SearchChip[] {
  const chips = CHIP_ORDER.filter((name) => draft[name].trim()).flatMap((name) =>
    name === 'cpv_codes' ? cpvChips(draft, applied, cpvLabels) : [textChip(name, draft, applied)],
  );
  for (const source of SEARCH_SOURCE_SYSTEMS) {
    const chip = sourceChip(source, draft, applied);
    if (chip) chips.push(chip);
  }
  if (draft.include_documents) {
    chips.push({
      key: 'include-documents',
      label: 'Including documents',
      isPending: !applied.include_documents,
      remove: (form) => ({ ...form, include_documents: false }),
    });
  }
  return chips;
}
