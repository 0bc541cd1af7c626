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
  if (key === 'owner_user_id' && typeof value === 'number') {
    return names.get(value) ?? 'a former member';
  }
  if (key === 'decision' && typeof value === 'string') return DECISIONS[value] ?? value;
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
