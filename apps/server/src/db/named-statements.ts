import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { QueryConfig, QueryResult, QueryResultRow } from 'pg';

/** What runs a query (pool.ts's Queryable, restated here: pool.ts imports this module). */
type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/**
 * Named (prepared) statements (ADR 0369): a statement sent with a name is parsed and planned once
 * per pooled connection, and PostgreSQL may keep a generic plan for it from its sixth run; an
 * unnamed one is parsed and planned on every run. Only statements whose text is built by code
 * alone (no user value inlined) and whose best plan does not depend on the bound values are sent
 * through here; the name is derived from the text, so one text has one name everywhere.
 *
 * node-pg keeps every statement a connection has prepared for that connection's life, so the
 * distinct texts named are capped per process: past MAX_NAMED_TEXTS a new text goes unnamed, as
 * every statement did before. A connection therefore holds at most MAX_NAMED_TEXTS statements.
 */
export const MAX_NAMED_TEXTS = 64;

const nameOfText = new Map<string, string>();

/** Pools and clients whose statements all go unnamed (`DATABASE_NAMED_STATEMENTS=false`). */
const unnamed = new WeakSet<object>();

/** Sends every statement of `target` (a pool or one of its clients) unnamed from now on. */
export function sendUnnamed(target: object): void {
  unnamed.add(target);
}

/**
 * The query config for `text`: named when the caller's rule allows it (`isNamed`, for a text
 * whose plan is fixed only in some shapes), `db` takes named statements and the cap allows.
 */
export function statementFor(
  db: Queryable,
  text: string,
  values?: unknown[],
  { isNamed = true }: { isNamed?: boolean } = {},
): QueryConfig {
  const name = !isNamed || unnamed.has(db) ? undefined : nameFor(text);
  return name === undefined ? { text, values } : { name, text, values };
}

/** Runs `text` as a named statement (statementFor): one definition for every caller. */
export function preparedQuery<R extends QueryResultRow>(
  db: Queryable,
  text: string,
  values?: unknown[],
): Promise<QueryResult<R>> {
  return db.query<R>(statementFor(db, text, values));
}

/** The names given so far in this process (what a connection can hold at most). */
export function namedTextCount(): number {
  return nameOfText.size;
}

function nameFor(text: string): string | undefined {
  const known = nameOfText.get(text);
  if (known !== undefined || nameOfText.size >= MAX_NAMED_TEXTS) return known;
  const name = `wac_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  nameOfText.set(text, name);
  return name;
}
