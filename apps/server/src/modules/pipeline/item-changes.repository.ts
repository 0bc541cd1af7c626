import type { Queryable } from '../../db/pool';
import type { ChangeKind } from '../favourite-changes';

/** The most changes an item shows: a notice amended more often than this shows the latest. */
const CHANGES_SHOWN = 50;

/** The changes the favourites' detector recorded for the notice since the item was added. */
export async function listItemChanges(
  db: Queryable,
  item: { opportunity_id: number; created_at: Date },
) {
  const { rows } = await db.query<{
    kind: ChangeKind;
    old_value: unknown;
    new_value: unknown;
    detected_at: Date;
  }>(
    `SELECT kind, old_value, new_value, detected_at FROM opportunity_changes
      WHERE opportunity_id = $1 AND detected_at >= $2
      ORDER BY detected_at DESC, id DESC LIMIT ${CHANGES_SHOWN}`,
    [item.opportunity_id, item.created_at],
  );
  return rows;
}

export type AwardWinnerRow = {
  name: string;
  name_normalised: string;
  scheme: string | null;
  identifier: string | null;
  value: number | null;
  currency: string | null;
};

/** The suppliers the notice's awards name, in award order (withdrawn awards left out). */
export async function listAwardWinners(db: Queryable, opportunityId: number) {
  const { rows } = await db.query<AwardWinnerRow>(
    `SELECT s.name, s.name_normalised, s.scheme, s.identifier,
            a.value_amount::float8 AS value, a.value_currency AS currency
       FROM awards a JOIN award_suppliers s ON s.award_id = a.id
      WHERE a.opportunity_id = $1
        AND coalesce(lower(a.status), '') NOT IN ('cancelled', 'unsuccessful')
      ORDER BY a.position, s.position`,
    [opportunityId],
  );
  return rows;
}
