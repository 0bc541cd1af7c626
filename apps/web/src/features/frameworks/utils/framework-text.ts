import type { Framework, FrameworkKind } from '@wac/contract';
import { formatCount, formatDate, formatMoney } from '@/lib/format';

export const FRAMEWORK_KIND_LABELS: Record<FrameworkKind, string> = {
  framework: 'Framework',
  dynamic_market: 'Dynamic market',
};

const NOT_STATED = 'Not stated in the notices';

/** The facts of the page's summary, each in words ("Not stated in the notices" when absent). */
export function describeFrameworkFacts(framework: Framework): { term: string; detail: string }[] {
  const value =
    framework.estimated_value === null
      ? NOT_STATED
      : formatMoney(framework.estimated_value, framework.estimated_value_currency);
  const facts = [
    { term: 'Starts', detail: formatDate(framework.start_date) ?? NOT_STATED },
    { term: 'Ends', detail: formatDate(framework.end_date) ?? NOT_STATED },
    { term: 'Maximum extent', detail: formatDate(framework.max_extent_date) ?? NOT_STATED },
    { term: 'Estimated value', detail: value },
  ];
  if (framework.max_participants !== null) {
    facts.push({ term: 'Suppliers it may admit', detail: `Up to ${framework.max_participants}` });
  }
  return facts;
}

/** A lot's heading: its id, and its title when the title says more than the framework's. */
export function describeLot(lot: Framework['lots'][number], frameworkTitle: string): string {
  const title = lot.title?.trim();
  const named = /^lot\b/i.test(lot.lot_id) ? lot.lot_id : `Lot ${lot.lot_id}`;
  return title && title !== frameworkTitle ? `${named}: ${title}` : named;
}

/** The suppliers section's heading: "Lots and suppliers (1 lot)", "(4 lots)", or "Suppliers". */
export function describeSuppliersTitle(lotCount: number): string {
  if (lotCount === 0) return 'Suppliers';
  return `Lots and suppliers (${formatCount(lotCount)} ${lotCount === 1 ? 'lot' : 'lots'})`;
}
