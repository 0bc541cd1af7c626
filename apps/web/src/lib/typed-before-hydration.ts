/**
 * What a visitor typed into a server-rendered page before React took it over (ADR 0375).
 * Hydrating sets every controlled field back to the value its state holds, so text typed in
 * that window (a moment on a desktop, seconds on a slow phone) was silently dropped: the field
 * emptied and the form never saw it. main.tsx holds the changed fields just before hydrating;
 * the app gives them back once hydrated, as the events React listens to, so each form's own
 * onChange (and its checks) runs as if the visitor had typed then.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { field: Field; id: string; value: string; checked: boolean };

let held: Held[] = [];

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Whether the visitor changed the field from what the server rendered. */
function isChanged(field: Field): boolean {
  // A radio unchecked by choosing another of its group: the chosen one carries the choice.
  if (isToggle(field) && field.type === 'radio') return field.checked && !field.defaultChecked;
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) {
    return false;
  }
  return field.value !== field.defaultValue;
}

/** Notes every field under `root` the visitor changed (call just before hydrating). */
export function holdTypedFields(root: HTMLElement): void {
  held = [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter(isChanged)
    .map((field) => ({
      field,
      id: field.id,
      value: field.value,
      checked: isToggle(field) && field.checked,
    }));
}

/** Gives the held fields back to the hydrated page, once; nothing when nothing was held. */
export function restoreTypedFields(): void {
  const fields = held;
  held = [];
  for (const { field: heldField, id, value, checked } of fields) {
    const field = heldField.isConnected
      ? heldField
      : id
        ? (document.getElementById(id) as Field | null)
        : null;
    if (!field) continue;
    // React hears an input only for a value other than the last it saw set on the element
    // (it tracks the element's own setter), and hydrating may have emptied the field or left the
    // typed value in place. So the field is first set, as React sees it, to something else; the
    // typed value then goes in through the prototype's setter, unseen, and the event follows.
    if (isToggle(field)) {
      field.checked = !checked;
      // React hears a toggle by its click, which flips it back to what was chosen.
      field.click();
      continue;
    }
    field.value = value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  }
}
