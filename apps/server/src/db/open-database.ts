import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseHandle = {
  connectionString: string;
  isEmbedded: boolean;
  /** Stops the embedded server; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
};

const EMBEDDED_DATABASE = 'wac';

/** Creates `name` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabaseExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export function withDatabaseName(connectionString: string, name: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return url.toString();
}

/** DATABASE_URL when given, else a real embedded Postgres with its data under `dataDir`. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger?: { info(msg: string): void; warn(msg: string): void };
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return { connectionString: options.databaseUrl, isEmbedded: false, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, logger: options.logger });
  try {
    await ensureDatabaseExists(server.connectionString, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    connectionString: withDatabaseName(server.connectionString, EMBEDDED_DATABASE),
    isEmbedded: true,
    stop: server.stop,
  };
}
