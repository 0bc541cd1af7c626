import { loadEnv } from '../config/env';
import { type DatabaseHandle, DatabaseNotFoundError, openDatabase } from '../db/open-database';

/**
 * The database of the server these staff commands act on (its DATA_DIR or DATABASE_URL). A
 * DATA_DIR without one is refused, naming the directory, with exit code 2, rather than given a
 * new, empty database the server never reads.
 */
export async function openServerDatabase(): Promise<DatabaseHandle> {
  const env = loadEnv();
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    mustExist: true,
  }).catch((error: unknown) => {
    if (!(error instanceof DatabaseNotFoundError)) throw error;
    console.error(error.message);
    process.exit(2);
  });
}
