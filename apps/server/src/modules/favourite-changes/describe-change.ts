import { formatShortUkDateTime } from '@wac/contract';
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
      return describeMove('Value', asMoney(oldValue), asMoney(newValue)).replace(
        'Value moved',
        'Value changed',
      );
  }
}
