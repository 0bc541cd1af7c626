/** "Saved 2 of 3", or "Saved 12" with no limit. */
export function describeSavedCount(count: number, limit: number | null): string {
  return limit === null ? `Saved ${count} (unlimited)` : `Saved ${count} of ${limit}`;
}
