/** Joins class names, skipping falsy ones: `cn('a', isOn && 'b')`. */
export function cn(...classNames: Array<string | false | null | undefined>): string {
  return classNames.filter(Boolean).join(' ');
}
