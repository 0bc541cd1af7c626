const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** When a change was noticed: "noticed 12 Mar, 09:15" (UK time). */
export function describeChangeTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `noticed ${dateFormat.format(date)}`;
}
