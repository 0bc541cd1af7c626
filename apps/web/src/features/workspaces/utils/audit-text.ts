import {
  AUDIT_PERSON_FIELDS,
  type AuditPerson,
  describeAuditPerson,
  PIPELINE_MENTION_PATTERN,
} from '@wac/contract';
import { formatDate, formatMoney } from '@/lib/format';

/** Field names of the audit log's before/after JSON in words. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  stage: 'Stage',
  stage_id: 'Stage number',
  owner_user_id: 'Item owner',
  our_value: 'Our value',
  decision: 'Decision',
  decision_reason: 'Decision reason',
  probability: 'Probability',
  internal_deadline: 'Internal deadline',
  outcome_reason: 'Outcome reason',
  role: 'Role',
  email: 'Email',
  name: 'Name',
  owner: 'Owner',
  kind: 'Kind',
  position: 'Position',
  order: 'Order',
  company_name: 'Company name',
  companies_house_number: 'Companies House number',
  cpv_divisions: 'CPV divisions',
  nuts_regions: 'Regions',
  company_size: 'Company size',
  text: 'Text',
  title: 'Title',
  assignee_user_id: 'Assignee',
  due_date: 'Due date',
  is_done: 'Done',
};

const describeValue = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const DECISIONS: Readonly<Record<string, string>> = { bid: 'Bid', no_bid: 'No bid' };

/** A field's value in words: members by name, decisions as the form says them. */
function describeField(key: string, value: unknown, names: ReadonlyMap<number, string>): string {
  // A person by the name the log gives them; absent only when their account was deleted.
  if (AUDIT_PERSON_FIELDS.includes(key) && typeof value === 'number') {
    return names.get(value) ?? 'a deleted account';
  }
  if (key === 'decision' && typeof value === 'string') return DECISIONS[value] ?? value;
  if (key === 'is_done' && typeof value === 'boolean') return value ? 'yes' : 'no';
  // Money, percentages and dates as the item page shows them, not as stored.
  if (key === 'our_value' && typeof value === 'number') return formatMoney(value);
  if (key === 'probability' && typeof value === 'number') return `${value}%`;
  if ((key === 'internal_deadline' || key === 'due_date') && typeof value === 'string') {
    return formatDate(value) ?? value;
  }
  // A note's mentions as the thread shows them: @Name, not the stored token.
  if (key === 'text' && typeof value === 'string') {
    return value.replace(PIPELINE_MENTION_PATTERN, (_token, name: string) => `@${name}`);
  }
  return describeValue(value);
}

export type AuditChange = { field: string; before: string | null; after: string | null };

/**
 * One line per field an entry names: its label, the value before and after (null where the
 * entry has no side: an add has no before, a removal no after). The stage number is left out
 * when the stage's name is there.
 */
export function describeAuditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  names: ReadonlyMap<number, string> = new Map(),
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !(key === 'stage_id' && keys.includes('stage')))
    .map((key) => ({
      field: FIELD_LABELS[key] ?? key,
      before: before ? describeField(key, before[key], names) : null,
      after: after ? describeField(key, after[key], names) : null,
    }));
}

/**
 * "Name (email)", or "Name (former member, email)" once they have left (ADR 0376); an account
 * without a name is named by its email, which is not said twice.
 */
export const actorLabel = (actor: AuditPerson) => {
  if (actor.name === actor.email) return describeAuditPerson(actor);
  return `${actor.name} (${actor.is_member ? '' : 'former member, '}${actor.email})`;
};
