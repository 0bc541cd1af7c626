import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadEnv } from '../config/env';
import { ingestHooks } from '../data-reactions';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { createPool, type Pool } from '../db/pool';
import { importReleaseFiles } from '../modules/ingest/import-release-files';
import type { IngestLogger } from '../modules/ingest/ingest-logger';
import { findPlannedUntil } from '../modules/ingest/ingest-progress.repository';
import { findIngestSource } from '../modules/ingest/ingest-sources.repository';
import { chooseSyncRange } from '../modules/ingest/plan-windows';
import { recompileAllOcids } from '../modules/ingest/recompile-all';
import {
  createSourceFeedContext,
  findSourceDefinition,
  SYNC_SOURCES,
} from '../modules/ingest/source-registry';
import { parseSourceName, type SourceSystem } from '../modules/ingest/source-systems';
import { syncSource } from '../modules/ingest/sync.service';
import { replaceSampleDataWithLiveData } from '../modules/sync/replace-sample-data';
import { createFileImportProgressBar, createSyncProgressBars } from './ingest-progress-bars';

const USAGE = `Usage:
  npm run ingest -- --source cf|fts|pcs|s2w|all [--from DATE] [--to DATE]
  npm run ingest -- --file PATH [--file PATH ...] [--source cf|fts|pcs|s2w]
  npm run ingest -- --recompile
DATE is YYYY-MM-DD or an ISO timestamp (UTC unless it has an offset). Without --from the sync
resumes from where the last one stopped (or backfills SYNC_BACKFILL_DAYS); --to defaults to now.
A stopped sync (Ctrl-C, crash) resumes from its saved cursor when run again. Files are filed under
their ocids' portals (ocds-b5fd17 CF, ocds-h6vhtk FTS, ocds-r6ebe6 PCS, ocds-kuma6s Sell2Wales);
--source only covers releases whose ocid names no portal.`;

const DAY_MS = 24 * 60 * 60 * 1000;
// The window re-read on every resumed run, for notices published late into it.
const RESUME_OVERLAP_MS = 60 * 60 * 1000;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseDate(text: string | undefined, name: string): Date | undefined {
  if (text === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) fail(`--${name} is not a date: ${text}`);
  return date;
}

const { values } = parseArgs({
  options: {
    source: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    file: { type: 'string', multiple: true },
    recompile: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const sourceName = values.source ?? (values.file || values.recompile ? undefined : 'all');
const sources: SourceSystem[] =
  sourceName === undefined || sourceName === 'all'
    ? SYNC_SOURCES.map((definition) => definition.source)
    : [parseSourceName(sourceName) ?? fail(`unknown --source ${sourceName}`)];
const from = parseDate(values.from, 'from');
const to = parseDate(values.to, 'to') ?? new Date();
if (from && from >= to) fail('--from must be before --to');

const env = loadEnv();
// Logs go to stderr below the progress bars; only warnings unless --verbose.
const logger: IngestLogger = pino(
  { level: values.verbose ? 'info' : 'warn' },
  pino.destination({ fd: 2, sync: true }),
);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const pool = createPool(database.connectionString, 4);
const controller = new AbortController();
process.once('SIGINT', () => controller.abort(new Error('interrupted')));

async function runSync(db: Pool): Promise<boolean> {
  const context = createSourceFeedContext(env, logger);
  const bars = createSyncProgressBars();
  try {
    // The portals are independent: each syncs at its own pace, one request at a time.
    const results = await Promise.all(
      sources.map(async (source) => {
        const status = await findIngestSource(db, source);
        const plannedUntil = await findPlannedUntil(db, source);
        const range = from
          ? { start: from, end: to }
          : chooseSyncRange({
              now: to,
              syncedUntil: status?.synced_until ?? null,
              plannedUntil,
              backfillMs: env.SYNC_BACKFILL_DAYS * DAY_MS,
              overlapMs: RESUME_OVERLAP_MS,
            });
        const feed = findSourceDefinition(source).createFeed(context);
        return syncSource(
          { hooks: ingestHooks, pool: db, feed, logger },
          {
            from: range.start,
            to: range.end,
            signal: controller.signal,
            onProgress: bars.update,
          },
        );
      }),
    );
    bars.stop();
    for (const result of results) {
      const state = result.error ? `stopped: ${result.error}` : 'done';
      console.log(
        `${result.source}: ${result.windowsDone}/${result.windowsTotal} windows, ${result.releases} releases (${result.newReleases} new), synced until ${result.syncedUntil?.toISOString() ?? '-'}; ${state}`,
      );
    }
    return results.every((result) => result.error === null);
  } catch (error) {
    bars.stop();
    if (!controller.signal.aborted) throw error;
    console.log('Stopped. Progress is saved: run the same command again to resume.');
    return false;
  }
}

let isSuccess = true;
try {
  await migrate(pool);
  if (values.recompile) {
    const compiled = await recompileAllOcids({ hooks: ingestHooks, pool, logger }, (count) =>
      process.stderr.write(`\rRecompiled ${count.toLocaleString('en-GB')} ocids`),
    );
    console.log(`\nRecompiled ${compiled} ocids.`);
  } else if (values.file) {
    const fileBar = createFileImportProgressBar();
    const summary = await importReleaseFiles(
      { hooks: ingestHooks, pool, logger },
      {
        paths: values.file,
        source: sources.length === 1 ? sources[0] : undefined,
        onProgress: fileBar.update,
      },
    );
    fileBar.stop();
    // Imported releases are live data: the generated sample set stops standing in for it now,
    // not at the next scheduled sync.
    if (summary.newReleases > 0) await replaceSampleDataWithLiveData(pool, logger);
    console.log(
      `\nImported ${summary.releases} releases (${summary.newReleases} new) from ${summary.filesDone} files; ${summary.failedFiles} files failed, ${summary.skippedReleases} releases of unknown portal skipped.`,
    );
    isSuccess = summary.failedFiles === 0;
  } else {
    isSuccess = await runSync(pool);
  }
} finally {
  await pool.end();
  await database.stop();
}
process.exit(isSuccess ? 0 : 1);
