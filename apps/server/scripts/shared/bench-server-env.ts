/**
 * The environment of a benchmark's own server process: production mode on the benchmark's
 * database, on 127.0.0.1 at `port`, with sync, jobs and sample data off and warnings only.
 */
export function benchServerEnv(databaseUrl: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    SYNC_ENABLED: 'false',
    SAMPLE_DATA_ON_EMPTY: 'false',
  };
}
