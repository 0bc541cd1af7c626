import { type AwardValueSummary, describeAwardValues, formatShortUkDateTime } from '@wac/contract';
import { formatMoney } from '../../shared/format-money';
import type { ChangeKind, MoneyValue } from './opportunity-snapshot';

const formatMoneyValue = (value: MoneyValue) => formatMoney(value.amount, value.currency);

const asDate = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? formatShortUkDateTime(new Date(value))
    : null;
const asMoney = (value: unknown) =>
  value && typeof value === 'object' && 'amount' in value
    ? formatMoneyValue(value as MoneyValue)
    : null;
const isRange = (value: unknown) => !!value && typeof value === 'object' && 'award_count' in value;
/** A value as the card words it: money, or several awards' range ("£40,000 to £64,000 (2 awards)"). */
const asValue = (value: unknown) =>
  isRange(value) ? describeAwardValues(value as AwardValueSummary, formatMoney) : asMoney(value);

function describeMove(label: string, oldValue: string | null, newValue: string | null): string {
  if (oldValue && newValue) return `${label} moved from ${oldValue} to ${newValue}`;
  if (newValue) return `${label} set to ${newValue}`;
  return `${label} removed (was ${oldValue ?? 'not stated'})`;
}

/**
 * One sentence per change, the same on the favourites page and in the change email: "Tender
 * deadline moved from 14 Mar 2031, 12:00 to 21 Mar 2031, 12:00", "2 documents added", ...
 */
export function describeChange(kind: ChangeKind, oldValue: unknown, newValue: unknown): string {
  switch (kind) {
    case 'deadline':
      return describeMove('Tender deadline', asDate(oldValue), asDate(newValue));
    case 'enquiry_deadline':
      return describeMove('Enquiry deadline', asDate(oldValue), asDate(newValue));
    case 'documents': {
      const added = Math.max(1, Number(newValue) - Number(oldValue));
      return `${added} ${added === 1 ? 'document' : 'documents'} added`;
    }
    case 'awarded': {
      const suppliers = Array.isArray(newValue) ? newValue.filter(Boolean) : [];
      return suppliers.length > 0 ? `Awarded to ${suppliers.join(', ')}` : 'Awarded';
    }
    case 'cancelled':
      return newValue && newValue !== 'cancelled' ? `Cancelled (${String(newValue)})` : 'Cancelled';
    case 'value':
      // A range already holds a "to": "from A to B to C" would not read, so say was and now.
      if ((isRange(oldValue) || isRange(newValue)) && oldValue && newValue) {
        return `Value changed: was ${asValue(oldValue)}, now ${asValue(newValue)}`;
      }
      return describeMove('Value', asValue(oldValue), asValue(newValue)).replace(
        'Value moved',
        'Value changed',
      );
  }
}
