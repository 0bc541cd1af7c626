/**
 * Writes a request starts and finishes later: the count cache's store of a fresh count (ADR
 * 0301). The store is no part of the answer, so it runs beside the page's statement instead of
 * before it; the request settles them before it answers, so whoever reads the cache after the
 * answer finds the entry, and a failed store still fails the request as before.
 */
export class DeferredWrites {
  private readonly writes: Promise<unknown>[] = [];

  /** Starts nothing: `write` is already running. Marked handled until `settle` awaits it. */
  add(write: Promise<unknown>): void {
    write.catch(() => undefined);
    this.writes.push(write);
  }

  /** Waits for every write added; throws the first one's error. */
  async settle(): Promise<void> {
    await Promise.all(this.writes);
  }
}
