import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import type { TestApp } from '../../../test/helpers/app';
import type { SmtpSink } from '../../../test/helpers/mail';
import { startMailingApp, stopMailingApp } from '../../../test/helpers/mailing-app';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { PIPELINE_REMINDERS_QUEUE, registerPipelineJobs } from './pipeline.jobs';

let sink: SmtpSink;
let testApp: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  ({ sink, testApp, boss } = await startMailingApp());
  await registerPipelineJobs(boss, testApp.app.deps);
});
afterAll(() => stopMailingApp({ sink, testApp, boss }));

/** Queues one run of the reminders job and waits until pg-boss has finished it. */
async function runJob() {
  const id = await boss.send(PIPELINE_REMINDERS_QUEUE, {});
  if (!id) throw new Error('the reminders job was not queued');
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const job = await boss.getJobById(PIPELINE_REMINDERS_QUEUE, id, { includeArchive: true });
    if (job?.state === 'completed') return;
    if (job?.state === 'failed')
      throw new Error(`the reminders job failed: ${JSON.stringify(job.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the reminders job did not finish');
}

describe('the reminders job on pg-boss', () => {
  it('queues the reminder with its claim, and a second run sends nothing', async () => {
    const team = await createPipelineTeam(db());
    const deadline = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const notice = await createOpportunity(db(), {
      title: 'Depot roof repairs',
      tender_deadline_date: deadline.toISOString(),
    });
    await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);

    await runJob();
    const mail = await sink.waitFor((message) => message.to.includes(team.owner.email));
    expect(mail.subject).toMatch(/^Submission deadline in \d days, on /);
    await runJob();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sink.messages.filter((message) => message.to.includes(team.owner.email))).toHaveLength(
      1,
    );
  });
});

function db() {
  return testApp.database.pool;
}
