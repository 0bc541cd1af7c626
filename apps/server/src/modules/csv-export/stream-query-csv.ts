import { pipeline, type Readable } from 'node:stream';
import QueryStream from 'pg-query-stream';
import type { Pool } from '../../db/pool';
import { createCsvWriter, type ExportRow, toCsvCells } from './csv-rows';

/** Rows fetched from Postgres per round trip: a few hundred rows is a few hundred kB at most. */
const ROWS_PER_FETCH = 500;

/**
 * Streams the rows of one query as CSV: a server-side cursor (pg-query-stream) on a connection
 * of its own, in a read-only transaction, fetches ROWS_PER_FETCH rows at a time and the HTTP
 * response's back-pressure paces it, so even 100,000 rows are never held in memory. `prepare`
 * runs first in the same transaction (the search's planner settings). The connection goes back
 * to the pool when the download ends, fails or the client goes away.
 */
export async function streamQueryAsCsv(
  pool: Pool,
  query: { text: string; values: unknown[] },
  options: {
    publicBaseUrl: string;
    /** The instant the statuses are told as at (the search's own clock). */
    now?: Date;
    prepare?: (client: { query: Pool['query'] }) => Promise<void>;
  },
): Promise<Readable> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN READ ONLY');
    await options.prepare?.(client);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(true);
    throw error;
  }
  const rows = client.query(
    new QueryStream(query.text, query.values, { batchSize: ROWS_PER_FETCH }),
  );
  return pipeline(
    rows,
    toCsvCells(options.publicBaseUrl, options.now ?? new Date()),
    createCsvWriter(),
    (error) => {
      if (error) {
        // The cursor may still be open: close the connection rather than pool it.
        client.release(true);
        return;
      }
      client
        .query('COMMIT')
        .then(() => client.release())
        .catch(() => client.release(true));
    },
  ) as Readable;
}

export type { ExportRow };
