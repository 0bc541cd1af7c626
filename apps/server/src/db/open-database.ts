import pg from 'pg';
import { createDatabaseAvailability, type DatabaseAvailability } from './database-availability';
import { startEmbeddedPostgres } from './embedded-postgres';

export type DatabaseHandle = {
  connectionString: string;
  isEmbedded: boolean;
  /**
   * Whether the database answers now, told by the pool when a connection breaks (openDatabase
   * always sets it; a benchmark that starts its own server may leave it out).
   */
  availability?: DatabaseAvailability;
  /** Stops the embedded server; a no-op for an external DATABASE_URL. */
  stop(): Promise<void>;
};

type DatabaseLogger = {
  info(msg: string): void;
  warn(msg: string): void;
  error?(msg: string): void;
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

const silentLogger: DatabaseLogger = { info: () => undefined, warn: () => undefined };

/**
 * DATABASE_URL when given, else a real embedded Postgres with its data under `dataDir`, which is
 * restarted with back-off if it exits while we run (ADR 0166). Either way `availability` tracks
 * whether it answers, reconnecting with back-off after a lost connection.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  logger?: DatabaseLogger;
}): Promise<DatabaseHandle> {
  const logger = options.logger ?? silentLogger;
  if (options.databaseUrl) {
    const availability = createDatabaseAvailability({
      connectionString: options.databaseUrl,
      logger,
    });
    return {
      connectionString: options.databaseUrl,
      isEmbedded: false,
      availability,
      stop: async () => availability.close(),
    };
  }
  let availability: DatabaseAvailability | undefined;
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    logger,
    restartOnExit: {
      onExit: (description) => availability?.reportLost(`embedded postgres ${description}`),
      onRestarted: () => availability?.checkNow(),
    },
  });
  const connectionString = withDatabaseName(server.connectionString, EMBEDDED_DATABASE);
  availability = createDatabaseAvailability({ connectionString, logger });
  try {
    await ensureDatabaseExists(server.connectionString, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const open = availability;
  return {
    connectionString,
    isEmbedded: true,
    availability: open,
    stop: async () => {
      open.close();
      await server.stop();
    },
  };
}
