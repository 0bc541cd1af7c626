import { parseArgs } from 'node:util';
import PgBoss from 'pg-boss';
import { PHRASE_PAIRS_QUEUE } from '../modules/documents';
import { PIPELINE_REMINDERS_QUEUE } from '../modules/pipeline';
import { openServerDatabase } from './open-server-database';

/**
 * `npm run job -- run <name>`: asks the running server for one run of a scheduled job now, as
 * an operator does after an outage or to check a change (ADR 0259). The job is queued in the
 * server's own pg-boss queue, so the server's worker runs it exactly as it runs the scheduled
 * one: one run at a time, and whatever it sends is still sent once (the job's own claims).
 */
const JOBS: Record<string, { queue: string; what: string }> = {
  'pipeline-reminders': {
    queue: PIPELINE_REMINDERS_QUEUE,
    what: 'email item owners whose submission deadline is 5 days or 1 day away (each once)',
  },
  'document-phrase-pairs': {
    queue: PHRASE_PAIRS_QUEUE,
    what: "fill the documents' phrase pairs still empty, a few minutes' worth (ADR 0330)",
  },
};

const USAGE = `Usage:
  npm run job -- run <name>   queue one run now; the running server's worker picks it up

Jobs:
${Object.entries(JOBS)
  .map(([name, job]) => `  ${name.padEnd(20)} ${job.what}`)
  .join('\n')}`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { help: { type: 'boolean', short: 'h', default: false } },
});
const [command, name] = positionals;
const job = name ? JOBS[name] : undefined;
if (values.help || command !== 'run' || !job) {
  console[values.help ? 'log' : 'error'](USAGE);
  process.exit(values.help ? 0 : 2);
}

const database = await openServerDatabase();
// Only a client of the server's queue: no supervision, schedules or schema changes of its own.
const boss = new PgBoss({
  connectionString: database.connectionString,
  schema: 'pgboss',
  max: 1,
  supervise: false,
  schedule: false,
  migrate: false,
});
boss.on('error', (error) => console.error(error.message));
try {
  await boss.start();
  if (!(await boss.getQueue(job.queue))) {
    console.error(
      `The ${name} job has no queue yet: start the server once (npm start), then retry.`,
    );
    process.exitCode = 2;
  } else {
    const id = await boss.send(job.queue, {});
    console.log(
      id
        ? `Queued ${name} (job ${id}); the running server runs it within a few seconds.`
        : `A run of ${name} is already queued; the running server runs it within a few seconds.`,
    );
  }
} finally {
  await boss.stop({ graceful: false, wait: true, close: true });
  await database.stop();
}
