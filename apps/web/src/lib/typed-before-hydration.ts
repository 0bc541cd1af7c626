import { EARLY_PRESSES_KEY } from './server-rendering';

/**
 * What a visitor typed into a server-rendered page before React took it over (ADR 0375), and
 * the buttons they pressed meanwhile (ADR 0378).
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

/**
 * The element to press for one held before hydration: itself while still in the page, else the
 * one element now in the page that is the same control (its tag, type, label and words), as a
 * part React rendered anew; none when there is no such element, or more than one.
 */
function findAgain(held: Element): Element | null {
  if (held.isConnected) return held;
  const same = [...document.querySelectorAll(held.tagName)].filter(
    (candidate) =>
      candidate.getAttribute('type') === held.getAttribute('type') &&
      candidate.getAttribute('aria-label') === held.getAttribute('aria-label') &&
      candidate.textContent === held.textContent,
  );
  return same.length === 1 ? same[0]! : null;
}

/**
 * Presses the buttons (and sends the forms) the server head script held before hydration, in
 * order, once; and ends the holding, so later presses go straight to the app. Call after
 * restoreTypedFields: the presses run in a later task, once React has committed what was typed,
 * so a search sent before hydration searches for what was typed. A control hydration replaced
 * is found again as the same one (findAgain); one that cannot be told apart is not pressed.
 */
export function replayEarlyPresses(): void {
  const store = window as unknown as Record<string, unknown>;
  const presses = store[EARLY_PRESSES_KEY];
  store[EARLY_PRESSES_KEY] = null;
  if (!Array.isArray(presses) || presses.length === 0) return;
  setTimeout(() => {
    for (const held of presses as Element[]) {
      const target = findAgain(held);
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else if (target instanceof HTMLElement && !target.matches(':disabled')) target.click();
    }
  }, 0);
}
