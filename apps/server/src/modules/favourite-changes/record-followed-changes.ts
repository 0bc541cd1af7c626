import type { Queryable } from '../../db/pool';
import {
  findFollowedSnapshotsByOcid,
  findSnapshotsById,
  insertOpportunityChanges,
} from './opportunity-changes.repository';
import { detectChanges } from './opportunity-snapshot';

/**
 * Runs `compile` (the ingest's recompile of `ocids`) between two snapshots of the followed
 * opportunities those ocids belong to, and records what changed (ADR 0091). The one place
 * changes are detected: in the page's transaction, from the compiled state before and after the
 * page's releases, so a page stored twice or a retried page records nothing twice (a release
 * already stored is skipped and its ocid not compiled again).
 */
export async function recordFollowedChanges<T>(
  db: Queryable,
  ocids: readonly string[],
  compile: () => Promise<T>,
): Promise<T> {
  const before = await findFollowedSnapshotsByOcid(db, ocids);
  const result = await compile();
  if (before.length === 0) return result;
  const after = new Map(
    (
      await findSnapshotsById(
        db,
        before.map((snapshot) => snapshot.id),
      )
    ).map((snapshot) => [snapshot.id, snapshot]),
  );
  await insertOpportunityChanges(
    db,
    before.flatMap((snapshot) => {
      const now = after.get(snapshot.id);
      return now ? detectChanges(snapshot, now) : [];
    }),
  );
  return result;
}
