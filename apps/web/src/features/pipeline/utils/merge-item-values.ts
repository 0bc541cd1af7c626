import {
  EDITABLE_ITEM_FIELDS,
  type EditableItemField,
  type EditableItemValues,
} from './item-fields';

/** Either way on from a 409: the merged values, and which fields need the user's eye. */
export interface ItemMerge {
  /** Mine where I changed a field (but theirs on a clash when taking theirs), else theirs. */
  values: EditableItemValues;
  /** Fields we both changed, to different values: shown side by side; the user's choice wins. */
  clashes: EditableItemField[];
  /** Fields only the teammate changed: their value stays whichever way the user goes. */
  theirsOnly: EditableItemField[];
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** Which side a clash takes: "Keep mine" or "Take theirs" (ADR 0306). */
export type ClashChoice = 'mine' | 'theirs';

/**
 * A three-way merge of the item I loaded (`base`), my form (`mine`) and the item a teammate saved
 * since (`theirs`), so keeping mine never writes my stale copy over a field I did not touch, and
 * taking theirs never drops an edit of mine that did not clash with theirs.
 */
export function mergeItemValues(
  base: EditableItemValues,
  mine: EditableItemValues,
  theirs: EditableItemValues,
  onClash: ClashChoice = 'mine',
): ItemMerge {
  const values = { ...theirs };
  const clashes: EditableItemField[] = [];
  const theirsOnly: EditableItemField[] = [];
  for (const { key } of EDITABLE_ITEM_FIELDS) {
    const iChanged = !same(mine[key], base[key]);
    const theyChanged = !same(theirs[key], base[key]);
    const isClash = iChanged && theyChanged && !same(mine[key], theirs[key]);
    if (iChanged && !(isClash && onClash === 'theirs')) Object.assign(values, { [key]: mine[key] });
    if (isClash) clashes.push(key);
    if (!iChanged && theyChanged) theirsOnly.push(key);
  }
  return { values, clashes, theirsOnly };
}
