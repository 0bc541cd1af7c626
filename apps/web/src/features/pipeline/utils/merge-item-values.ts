import {
  EDITABLE_ITEM_FIELDS,
  type EditableItemField,
  type EditableItemValues,
} from './item-fields';

/** "Keep mine" after a 409: what to save, and which fields need the user's eye. */
export interface ItemMerge {
  /** Mine where I changed a field, the teammate's everywhere else. */
  values: EditableItemValues;
  /** Fields we both changed, to different values: shown side by side; keeping mine takes mine. */
  clashes: EditableItemField[];
  /** Fields only the teammate changed: their value stays whichever way the user goes. */
  theirsOnly: EditableItemField[];
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * A three-way merge of the item I loaded (`base`), my form (`mine`) and the item a teammate saved
 * since (`theirs`), so keeping mine never writes my stale copy over a field I did not touch.
 */
export function mergeItemValues(
  base: EditableItemValues,
  mine: EditableItemValues,
  theirs: EditableItemValues,
): ItemMerge {
  const values = { ...theirs };
  const clashes: EditableItemField[] = [];
  const theirsOnly: EditableItemField[] = [];
  for (const { key } of EDITABLE_ITEM_FIELDS) {
    const iChanged = !same(mine[key], base[key]);
    const theyChanged = !same(theirs[key], base[key]);
    if (iChanged) Object.assign(values, { [key]: mine[key] });
    if (iChanged && theyChanged && !same(mine[key], theirs[key])) clashes.push(key);
    if (!iChanged && theyChanged) theirsOnly.push(key);
  }
  return { values, clashes, theirsOnly };
}
