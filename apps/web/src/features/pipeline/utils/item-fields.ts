import type { PipelineItem, PipelineStage, WorkspaceMember } from '@wac/contract';
import { formatDate, formatMoney } from '@/lib/format';

/** What the item's words need besides the item: stage names and members' names. */
export interface PipelineLookups {
  stages: readonly PipelineStage[];
  members: readonly WorkspaceMember[];
}

/** A member as the pipeline names them: their name, else their email. */
export function describeMember(
  member: Pick<WorkspaceMember, 'first_name' | 'last_name' | 'email'>,
) {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}

export function describeOwner(ownerId: number | null, lookups: PipelineLookups): string {
  if (ownerId === null) return 'No owner';
  const member = lookups.members.find((candidate) => candidate.user_id === ownerId);
  return member ? describeMember(member) : 'A former member';
}

export function describeStage(stageId: number, lookups: PipelineLookups): string {
  return lookups.stages.find((stage) => stage.id === stageId)?.name ?? 'Unknown stage';
}

export const DECISION_LABELS = { bid: 'Bid', no_bid: 'No bid' } as const;

const NONE = 'Not set';

/**
 * An item's value on the board and in the table: ours once set, else the notice's, which it
 * follows until then (ADR 0176), marked as the notice's so nobody takes it for a figure of theirs.
 */
export function describeItemValue(
  item: Pick<PipelineItem, 'our_value' | 'our_value_is_default'>,
): string {
  if (item.our_value === null) return NONE;
  const amount = formatMoney(item.our_value);
  return item.our_value_is_default ? `${amount} (notice)` : amount;
}

/** The fields a person edits on an item, in the form's order, each put into words. */
export const EDITABLE_ITEM_FIELDS = [
  { key: 'owner_user_id', label: 'Owner' },
  { key: 'stage_id', label: 'Stage' },
  { key: 'our_value', label: 'Our value' },
  { key: 'decision', label: 'Decision' },
  { key: 'decision_reason', label: 'Decision reason' },
  { key: 'probability', label: 'Probability' },
  { key: 'internal_deadline', label: 'Internal deadline' },
  { key: 'outcome_reason', label: 'Outcome reason' },
] as const;
export type EditableItemField = (typeof EDITABLE_ITEM_FIELDS)[number]['key'];
export type EditableItemValues = Pick<PipelineItem, EditableItemField>;

/** One field's value in words, as the item view and the conflict comparison show it. */
export function describeFieldValue(
  key: EditableItemField,
  values: EditableItemValues,
  lookups: PipelineLookups,
): string {
  switch (key) {
    case 'owner_user_id':
      return describeOwner(values.owner_user_id, lookups);
    case 'stage_id':
      return describeStage(values.stage_id, lookups);
    case 'our_value':
      return values.our_value === null ? 'The notice’s value' : formatMoney(values.our_value);
    case 'decision':
      return values.decision ? DECISION_LABELS[values.decision] : NONE;
    case 'probability':
      return values.probability === null ? NONE : `${values.probability}%`;
    case 'internal_deadline':
      return formatDate(values.internal_deadline) ?? NONE;
    default:
      return values[key] || NONE;
  }
}

/** An item's editable values, our value null when it follows the notice's. */
export function readEditableValues(item: PipelineItem): EditableItemValues {
  const values = Object.fromEntries(EDITABLE_ITEM_FIELDS.map(({ key }) => [key, item[key]]));
  return {
    ...(values as EditableItemValues),
    our_value: item.our_value_is_default ? null : item.our_value,
  };
}

export interface FieldDifference {
  key: EditableItemField;
  label: string;
  mine: string;
  theirs: string;
}

/** The fields where `mine` and `theirs` differ, in words, in the form's order. */
export function diffItemFields(
  mine: EditableItemValues,
  theirs: EditableItemValues,
  lookups: PipelineLookups,
): FieldDifference[] {
  return EDITABLE_ITEM_FIELDS.filter(
    ({ key }) => (mine[key] ?? null) !== (theirs[key] ?? null),
  ).map(({ key, label }) => ({
    key,
    label,
    mine: describeFieldValue(key, mine, lookups),
    theirs: describeFieldValue(key, theirs, lookups),
  }));
}
