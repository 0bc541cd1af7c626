import type { PipelineItem, UpdatePipelineItemRequest } from '@wac/contract';
import { type EditableItemValues, readEditableValues } from './item-fields';

/** The item form's inputs, as text ('' for none). */
export interface ItemFormValues {
  owner_user_id: string;
  stage_id: string;
  our_value: string;
  decision: string;
  decision_reason: string;
  probability: string;
  internal_deadline: string;
  outcome_reason: string;
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

export function toFormValues(item: PipelineItem): ItemFormValues {
  return toFormFields(readEditableValues(item));
}

/** An item's editable values as the form's inputs (e.g. a merge's, after a 409). */
export function toFormFields(values: EditableItemValues): ItemFormValues {
  return {
    owner_user_id: text(values.owner_user_id),
    stage_id: text(values.stage_id),
    our_value: text(values.our_value),
    decision: text(values.decision),
    decision_reason: text(values.decision_reason),
    probability: text(values.probability),
    internal_deadline: text(values.internal_deadline),
    outcome_reason: text(values.outcome_reason),
  };
}

// Anything not a number goes to the server as it is, so its 400 names the field in words.
const numberOrText = (value: string) => {
  const trimmed = value.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : trimmed;
};

/** The values typed, as the item's fields (our value null: the notice's). */
export function toItemValues(form: ItemFormValues): EditableItemValues {
  return {
    owner_user_id: form.owner_user_id ? Number(form.owner_user_id) : null,
    stage_id: Number(form.stage_id),
    our_value: numberOrText(form.our_value) as number | null,
    decision: (form.decision || null) as EditableItemValues['decision'],
    decision_reason: form.decision_reason.trim() || null,
    probability: numberOrText(form.probability) as number | null,
    internal_deadline: form.internal_deadline || null,
    outcome_reason: form.outcome_reason.trim() || null,
  };
}

/** The save request: every field as typed, with the version the form was filled from. */
export function toUpdateRequest(form: ItemFormValues, version: number): UpdatePipelineItemRequest {
  return { version, ...toItemValues(form) };
}
