import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import { findLinks, readTextPart } from '../../../test/helpers/mail';
import {
  addPipelineItem,
  createPipelineTeam,
  readOutbox,
  settleMail,
} from '../../../test/helpers/pipeline';
import { callWorkspaces } from '../../../test/helpers/workspaces';
import { describeWhen, sendDeadlineReminders } from './reminders.service';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-pipeline-reminders-');
});
afterAll(() => testApp.close());

const db = () => testApp.database.pool;
const run = (now: string) => sendDeadlineReminders(testApp.app.deps, new Date(now));
const remindersTo = async (email: string) =>
  (await readOutbox(testApp.dataDir))
    .filter((raw) => raw.includes(email) && readTextPart(raw).includes('submission deadline'))
    .map((raw) => ({ raw, text: readTextPart(raw) }));

describe('submission deadline reminders', () => {
  it('emails the owner 5 days and 1 day before, each once, again when the deadline moves', async () => {
    const team = await createPipelineTeam(db());
    // 11:00 UTC on 20 June 2031 is noon in the UK (summer time).
    const notice = await createOpportunity(db(), {
      title: 'Coastal path repairs',
      tender_deadline_date: '2031-06-20T11:00:00Z',
    });
    const itemId = await addPipelineItem(testApp.app, team.member, team.id, notice.wac_id);

    // Six UK days before: nothing yet. 23:30 UTC on the 14th is already the 15th in the UK.
    expect(await run('2031-06-14T12:00:00Z')).toBe(0);
    expect(await run('2031-06-14T23:30:00Z')).toBe(1);
    expect(await run('2031-06-15T08:00:00Z')).toBe(0);
    await settleMail();
    let mails = await remindersTo(team.member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(
      'The submission deadline of "Coastal path repairs" is in 5 days, on 20 Jun 2031 at 12:00.',
    );
    expect(findLinks(mails[0]!.raw)).toContain(
      `http://wac.test/pipeline/${team.id}/items/${itemId}`,
    );

    expect(await run('2031-06-19T07:00:00Z')).toBe(1);
    expect(await run('2031-06-19T08:00:00Z')).toBe(0);
    await settleMail();
    mails = await remindersTo(team.member.email);
    expect(mails.map((mail) => mail.text).join('\n')).toContain('is tomorrow at 12:00.');
    expect(mails).toHaveLength(2);

    // The buyer moves the deadline a week on: the reminders are due again for the new date.
    await db().query('UPDATE opportunities SET tender_deadline_date = $2 WHERE id = $1', [
      notice.id,
      '2031-06-27T11:00:00Z',
    ]);
    expect(await run('2031-06-19T09:00:00Z')).toBe(0);
    expect(await run('2031-06-22T09:00:00Z')).toBe(1);
    expect(await run('2031-06-22T10:00:00Z')).toBe(0);
    await settleMail();
    expect(await remindersTo(team.member.email)).toHaveLength(3);
  });

  it('reminds only items in an open stage with an owner', async () => {
    const team = await createPipelineTeam(db());
    const notice = await createOpportunity(db(), { tender_deadline_date: '2032-01-10T12:00:00Z' });
    const itemId = await addPipelineItem(testApp.app, team.owner, team.id, notice.wac_id);
    const stages = (
      await callWorkspaces(testApp.app, team.owner, 'GET', `/${team.id}/pipeline/stages/`)
    ).json().results;
    const noBid = stages.find((stage: { kind: string }) => stage.kind === 'no_bid');
    const moved = await callWorkspaces(
      testApp.app,
      team.owner,
      'PUT',
      `/${team.id}/pipeline/items/${itemId}/stage/`,
      { version: 1, stage_id: noBid.id },
    );
    expect(moved.statusCode).toBe(200);
    expect(await run('2032-01-09T09:00:00Z')).toBe(0);
  });

  it('says when in UK time', () => {
    // 23:30 UTC in winter is 23:30 in the UK; in summer it is 00:30 the next day.
    expect(describeWhen(new Date('2031-01-10T23:30:00Z'), 0)).toBe('today at 23:30');
    expect(describeWhen(new Date('2031-07-10T23:30:00Z'), 3)).toBe(
      'in 3 days, on 11 Jul 2031 at 00:30',
    );
  });

  it('says a date past the UK calendar in the same short form (UTC), not another', () => {
    expect(describeWhen(new Date('2100-03-14T12:05:00Z'), 5)).toBe(
      'in 5 days, on 14 Mar 2100 at 12:05',
    );
  });
});
