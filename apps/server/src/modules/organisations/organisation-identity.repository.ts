import type { Queryable } from '../../db/pool';
import { type IdentityPlan, type KnownIdentities, nameEntry } from './identity-plan';

// Any constant works; every process that writes organisation keys takes the same one.
const IDENTITY_LOCK_ID = 7_351_085;

/**
 * Serialises writers of organisation keys until the end of the transaction, so two syncs meeting
 * the same new supplier at once cannot create it twice. Only batches that write keys take it.
 */
export async function lockIdentities(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [IDENTITY_LOCK_ID]);
}

/** What is known of these keys: their organisations (merges followed), registered ids, names. */
export async function findKnownIdentities(
  db: Queryable,
  keys: string[],
  names: string[],
): Promise<KnownIdentities> {
  const { rows: owners } = await db.query<{ key: string; organisation_id: number }>(
    `SELECT k.key, COALESCE(o.merged_into, o.id) AS organisation_id
       FROM organisation_keys k JOIN organisations o ON o.id = k.organisation_id
      WHERE k.key = ANY ($1::text[])`,
    [keys],
  );
  const known: KnownIdentities = {
    owners: new Map(owners.map((row) => [row.key, row.organisation_id])),
    registeredKeys: new Map(),
    names: new Set(),
  };
  const organisationIds = [...new Set(known.owners.values())];
  if (organisationIds.length === 0) return known;
  const [registered, spellings] = await Promise.all([
    db.query<{ organisation_id: number; key: string }>(
      `SELECT organisation_id, key FROM organisation_keys
        WHERE organisation_id = ANY ($1::bigint[]) AND key LIKE 'reg:%'`,
      [organisationIds],
    ),
    db.query<{ organisation_id: number; name: string }>(
      `SELECT organisation_id, name FROM organisation_names
        WHERE organisation_id = ANY ($1::bigint[]) AND name = ANY ($2::text[])`,
      [organisationIds, names],
    ),
  ]);
  for (const row of registered.rows) {
    const own = known.registeredKeys.get(row.organisation_id) ?? new Set<string>();
    own.add(row.key);
    known.registeredKeys.set(row.organisation_id, own);
  }
  for (const row of spellings.rows) known.names.add(nameEntry(row.organisation_id, row.name));
  return known;
}

/**
 * Writes a plan (under lockIdentities): new organisations get ids from the identity sequence in
 * plan order, then keys, merges and spellings. Returns placeholder -> real id.
 */
export async function writeIdentityPlan(
  db: Queryable,
  plan: IdentityPlan,
): Promise<Map<number, number>> {
  const realIds = new Map<number, number>();
  if (plan.newOrganisations.length > 0) {
    const { rows } = await db.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('organisations', 'id')) AS id
         FROM generate_series(1, $1::int)`,
      [plan.newOrganisations.length],
    );
    plan.newOrganisations.forEach((item, index) => {
      realIds.set(item.placeholder, rows[index]!.id);
    });
    await db.query(
      `INSERT INTO organisations (id, name) OVERRIDING SYSTEM VALUE
       SELECT * FROM unnest($1::bigint[], $2::text[])`,
      [
        plan.newOrganisations.map((item) => realIds.get(item.placeholder)),
        plan.newOrganisations.map((item) => item.name),
      ],
    );
  }
  const real = (id: number) => (id < 0 ? realIds.get(id)! : id);
  if (plan.keysToAdd.length > 0) {
    await db.query(
      `INSERT INTO organisation_keys (key, organisation_id)
       SELECT * FROM unnest($1::text[], $2::bigint[]) ON CONFLICT (key) DO NOTHING`,
      [
        plan.keysToAdd.map((entry) => entry.key),
        plan.keysToAdd.map((entry) => real(entry.organisationId)),
      ],
    );
  }
  for (const merge of plan.merges) await mergeOrganisation(db, merge.from, real(merge.into));
  if (plan.namesToAdd.length > 0) {
    await db.query(
      `INSERT INTO organisation_names (organisation_id, name)
       SELECT * FROM unnest($1::bigint[], $2::text[]) ON CONFLICT DO NOTHING`,
      [
        plan.namesToAdd.map((entry) => real(entry.organisationId)),
        plan.namesToAdd.map((entry) => entry.name),
      ],
    );
  }
  return realIds;
}

/**
 * `from` is `into`: its keys and spellings move over and it (with anything merged into it) points
 * at `into`. Rows linked to `from` are moved later by the linker job (outside ingest
 * transactions, so no ingest page waits on them); readers count them for `into` meanwhile.
 */
async function mergeOrganisation(db: Queryable, from: number, into: number): Promise<void> {
  await db.query('UPDATE organisation_keys SET organisation_id = $2 WHERE organisation_id = $1', [
    from,
    into,
  ]);
  await db.query(
    `INSERT INTO organisation_names (organisation_id, name)
     SELECT $2, name FROM organisation_names WHERE organisation_id = $1 ON CONFLICT DO NOTHING`,
    [from, into],
  );
  await db.query('UPDATE organisations SET merged_into = $2 WHERE id = $1 OR merged_into = $1', [
    from,
    into,
  ]);
}
