import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import type { AppDeps } from './app-deps';
import { type Env, REPO_ROOT } from './config/env';
import { describeBaseUrlMismatch, listeningBaseUrl } from './config/public-base-url';
import { ingestHooks, syncReactions } from './data-reactions';
import { describeConnectionError, surviveUnavailableDatabase } from './db/connection-errors';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { createPool, type Pool } from './db/pool';
import { describeWarmResult, warmDatabaseCache } from './db/warm-cache';
import { startAbandonedJobChecks } from './jobs/abandoned-jobs';
import { type JobQueue, startJobQueue, stopJobQueue } from './jobs/job-queue';
import { registerAlertDigestWorker } from './modules/alerts/alerts.jobs';
import { registerInstantAlertWorker } from './modules/alerts/instant-alerts.jobs';
import { registerDocumentsJobs } from './modules/documents';
import { registerEmailWorker } from './modules/email/email.jobs';
import {
  registerDailyChangeEmailsWorker,
  sendInstantChangeEmails,
} from './modules/favourite-changes/favourite-changes.jobs';
import { registerLifecycleStageJobs } from './modules/ingest/lifecycle-stages.jobs';
import { registerRecompileJobs } from './modules/ingest/recompile.jobs';
import {
  registerOrganisationJobs,
  requestOrganisationRun,
} from './modules/organisations/organisations.jobs';
import { registerPipelineJobs, sendPipelineChangeEmails } from './modules/pipeline';
import { loadSampleDataUntilLive } from './modules/sample-data/load-sample-data-until-live';
import { registerSearchJobs, requestVocabularyRun } from './modules/search/search.jobs';
import { registerSyncJobs } from './modules/sync/sync.jobs';
import { sendWatchEmails } from './modules/watches';
import { registerWebhookWorker } from './modules/webhooks';

export type RunningServer = {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
};

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'));
  return String(pkg.version ?? '0.0.0');
}

/** Warms the database's cache after start without holding it up (ADR 0130). */
function warmInBackground(pool: Pool, logger: Logger): void {
  warmDatabaseCache(pool).then(
    (result) => {
      if (result.warmed) logger.info(describeWarmResult(result));
      else logger.warn(describeWarmResult(result));
    },
    (error) => logger.warn({ err: error }, 'database cache warming failed'),
  );
}

/**
 * Once listening: with PORT=0 the port is known only now, so an unset PUBLIC_BASE_URL takes it
 * (the env object is the one every module reads); a set one that is not where the server
 * listens is worth a warning (ADR 0150).
 */
function followListeningAddress(env: Env, app: FastifyInstance, logger: Logger): void {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const listening = listeningBaseUrl(env.HOST, port);
  if (env.CONFIGURED_PUBLIC_BASE_URL === undefined) env.PUBLIC_BASE_URL = listening;
  const mismatch = describeBaseUrlMismatch(env.CONFIGURED_PUBLIC_BASE_URL, listening);
  if (mismatch) logger.warn(mismatch);
}

/**
 * Starts everything `npm start` runs in one process: the database (embedded unless DATABASE_URL),
 * migrations, the job queue with its workers, and the HTTP server for the API and the SPA.
 */
export async function startServer(env: Env): Promise<RunningServer> {
  const logger = pino({ level: env.LOG_LEVEL });
  const uninstallGuard = surviveUnavailableDatabase(logger);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    logger: {
      info: (m) => logger.info(m),
      warn: (m) => logger.warn(m),
      error: (m) => logger.error(m),
    },
  });
  const pool = createPool(database.connectionString, env.DATABASE_POOL_SIZE, {
    jit: env.DATABASE_JIT,
    parallelWorkers: env.DATABASE_PARALLEL_WORKERS,
    namedStatements: env.DATABASE_NAMED_STATEMENTS,
    // A broken connection: readiness answers 503 until the database answers again (ADR 0166).
    onConnectionError: (error) => database.availability?.reportLost(describeConnectionError(error)),
    onConnected: () => database.availability?.reportConnected(),
  });
  let jobs: JobQueue | undefined;
  let app: FastifyInstance | undefined;
  let stopSync = () => {};
  let stopAbandonedJobChecks = () => {};
  const stop = async () => {
    stopSync();
    stopAbandonedJobChecks();
    await app?.close().catch((error) => logger.error({ err: error }, 'closing http failed'));
    if (jobs) await stopJobQueue(jobs).catch((error) => logger.error({ err: error }, 'jobs'));
    await pool.end().catch(() => undefined);
    await database.stop();
    uninstallGuard();
  };

  try {
    const applied = await migrate(pool);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    const deps: AppDeps = {
      env,
      db: pool,
      isEmbeddedDatabase: database.isEmbedded,
      databaseAvailability: database.availability,
      version: readVersion(),
    };
    if (env.JOBS_ENABLED) {
      jobs = await startJobQueue(database.connectionString, logger, database.availability);
      deps.jobs = jobs;
      await registerEmailWorker(jobs, deps);
      // Before the alert and change runs, which queue webhook deliveries (ADR 0215).
      await registerWebhookWorker(jobs, deps);
      await registerAlertDigestWorker(jobs, deps);
      // After each sync: instant alerts, then paying users' change emails (ADRs 0090, 0091).
      await registerInstantAlertWorker(jobs, deps, {
        steps: [sendInstantChangeEmails, sendPipelineChangeEmails, sendWatchEmails],
      });
      await registerDailyChangeEmailsWorker(jobs, deps);
      await registerPipelineJobs(jobs, deps);
      await registerDocumentsJobs(jobs, deps);
      await registerSearchJobs(jobs, deps, logger.child({ module: 'search' }));
      await registerRecompileJobs(jobs, deps, logger.child({ module: 'ingest' }), ingestHooks);
      await registerLifecycleStageJobs(jobs, deps, logger.child({ module: 'ingest' }));
      await registerOrganisationJobs(jobs, deps, logger.child({ module: 'organisations' }));
      // Runs a killed process left active are failed now and due again at once (ADR 0165).
      stopAbandonedJobChecks = await startAbandonedJobChecks(
        jobs,
        pool,
        logger.child({ module: 'jobs' }),
      );
    }
    app = await buildApp({ deps, loggerInstance: logger });
    if (env.SAMPLE_DATA_ON_EMPTY) {
      // Before listening, so the first page a visitor sees already has data to search.
      const sample = await loadSampleDataUntilLive(pool, {
        count: env.SAMPLE_DATA_COUNT,
        logger: { info: (m) => logger.info(m) },
      });
      // The samples' buyers get their re-tender timings now, not at the next hourly run, and
      // their words are read for "Did you mean ...?" now, not at the next minute's.
      if (sample === 'loaded' && jobs) {
        await requestOrganisationRun(jobs);
        await requestVocabularyRun(jobs);
      }
    }
    if (jobs && env.SYNC_ENABLED) {
      // After the sample-data check, so a first start loads samples before syncing.
      stopSync = await registerSyncJobs(
        jobs,
        deps,
        logger.child({ module: 'sync' }),
        syncReactions,
      );
    }
    const url = await app.listen({ port: env.PORT, host: env.HOST });
    followListeningAddress(env, app, logger);
    if (jobs && env.DATABASE_WARM) warmInBackground(pool, logger);
    return { app, url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
