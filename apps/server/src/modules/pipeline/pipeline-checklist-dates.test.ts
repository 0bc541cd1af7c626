import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { releaseStore } from '../../../test/helpers/releases';
import { type Caller, workspacesCaller } from '../../../test/helpers/workspaces';
import { ingestHooks } from '../../data-reactions';
import { createCfRelease } from '../ingest/testing/release-factory';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.database.pool;
const store = releaseStore(db, 'ContractsFinder', ingestHooks);
const call = workspacesCaller(() => testApp.app);

type Task = { id: number; source: string | null; due_date: string | null };
const dueDates = async (caller: Caller, tasksUrl: string) =>
  Object.fromEntries(
    ((await call(caller, 'GET', tasksUrl)).json().results as Task[]).map((task) => [
      task.source,
      task.due_date,
    ]),
  );

describe('a seeded checklist follows its notice’s dates', () => {
  it('moves a seeded task still on the old date, and leaves one a person re-dated', async () => {
    const team = await createPipelineTeam(db());
    const release = createCfRelease({
      tender: {
        title: 'Harbour dredging',
        enquiryPeriod: { endDate: '2031-03-02T12:00:00Z' },
        tenderPeriod: { endDate: '2031-03-14T12:00:00Z' },
      },
    });
    await store([release]);
    const { rows } = await db().query('SELECT wac_id FROM opportunities WHERE ocid = $1', [
      release.ocid,
    ]);
    const itemId = await addPipelineItem(testApp.app, team.member, team.id, rows[0].wac_id);
    const tasksUrl = `/${team.id}/pipeline/items/${itemId}/tasks/`;
    expect(await dueDates(team.member, tasksUrl)).toEqual({
      clarification_deadline: '2031-03-02',
      submission_deadline: '2031-03-14',
    });
    // A person moves the clarification task to their own date: the notice no longer owns it.
    const tasks = (await call(team.member, 'GET', tasksUrl)).json().results as Task[];
    const clarification = tasks.find((task) => task.source === 'clarification_deadline');
    const edited = await call(team.member, 'PUT', `${tasksUrl}${clarification?.id}/`, {
      due_date: '2031-02-27',
    });
    expect(edited.statusCode).toBe(200);

    await store([
      {
        ...release,
        id: `${release.ocid}-2`,
        date: '2026-09-12T10:00:00+01:00',
        tender: {
          ...(release.tender as object),
          enquiryPeriod: { endDate: '2031-03-09T12:00:00Z' },
          tenderPeriod: { endDate: '2031-03-28T12:00:00Z' },
        },
      },
    ]);
    expect(await dueDates(team.member, tasksUrl)).toEqual({
      clarification_deadline: '2031-02-27',
      submission_deadline: '2031-03-28',
    });
  });
});
