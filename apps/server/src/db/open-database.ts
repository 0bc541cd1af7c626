import path from 'node:path';
import pg from 'pg';
import { createDatabaseAvailability, type DatabaseAvailability } from './database-availability';
import { hasEmbeddedCluster, startEmbeddedPostgres } from './embedded-postgres';

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

/**
 * No WAC database where a tool that manages an existing install looked: a command run without
 * the server's DATA_DIR would otherwise start a second, empty database and change that one.
 */
export class DatabaseNotFoundError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `No WAC database in ${dataDir}. Run this with the DATA_DIR the server uses ` +
        `(DATA_DIR=/path/to/data npm run ...) or its DATABASE_URL; npm start creates the database ` +
        'on its first start.',
    );
    this.name = 'DatabaseNotFoundError';
  }
}

async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return (found.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

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
 * DATABASE_URL when given, else a real embedded Postgres with its data under `dataDir`, created
 * on first use unless `mustExist` (the CLIs that change an install's accounts): then a data
 * directory without WAC's database is refused with DatabaseNotFoundError, and nothing is created.
 * The embedded server is restarted with back-off if it exits while we run (ADR 0166). Either way
 * `availability` tracks whether it answers, reconnecting with back-off after a lost connection.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  mustExist?: boolean;
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
  const dataDir = path.resolve(options.dataDir);
  if (options.mustExist && !hasEmbeddedCluster(dataDir)) throw new DatabaseNotFoundError(dataDir);
  let availability: DatabaseAvailability | undefined;
  const server = await startEmbeddedPostgres({
    dataDir,
    logger,
    restartOnExit: {
      onExit: (description) => availability?.reportLost(`embedded postgres ${description}`),
      onRestarted: () => availability?.checkNow(),
    },
  });
  const connectionString = withDatabaseName(server.connectionString, EMBEDDED_DATABASE);
  availability = createDatabaseAvailability({ connectionString, logger });
  try {
    if (options.mustExist && !(await databaseExists(server.connectionString, EMBEDDED_DATABASE)))
      throw new DatabaseNotFoundError(dataDir);
    await ensureDatabaseExists(server.connectionString, EMBEDDED_DATABASE);
  } catch (error) {
    availability.close();
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
