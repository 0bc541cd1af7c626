/**
 * What a name input keeps as the user types (public-area.md section 5): letters only (any
 * alphabet), the first capitalised and the rest lower-cased. Shared by the registration and
 * profile forms.
 */
export function sanitisePersonName(value: string): string {
  const letters = value.replace(/[^\p{L}]/gu, '');
  if (!letters) return '';
  return letters.charAt(0).toLocaleUpperCase('en-GB') + letters.slice(1).toLocaleLowerCase('en-GB');
}

export const NAME_MESSAGES = {
  required: 'First and last name are required.',
  noDigits: 'First and last name cannot contain numbers.',
} as const;

/** The spec's client-side name rule, checked before the form is sent. Null when fine. */
export function validatePersonNames(firstName: string, lastName: string): string | null {
  if (!firstName.trim() || !lastName.trim()) return NAME_MESSAGES.required;
  if (/\d/.test(firstName) || /\d/.test(lastName)) return NAME_MESSAGES.noDigits;
  return null;
}
