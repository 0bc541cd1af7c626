import { pipelineItemPath } from '@wac/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxTestApp, type OutboxTestApp } from '../../../test/helpers/app';
import { findLinks, readTextPart } from '../../../test/helpers/mail';
import {
  addPipelineItem,
  createPipelineTeam,
  readOutbox,
  settleMail,
} from '../../../test/helpers/pipeline';
import { releaseStore } from '../../../test/helpers/releases';
import { callWorkspaces, workspacesCaller } from '../../../test/helpers/workspaces';
import { ingestHooks } from '../../data-reactions';
import type { OcdsRelease } from '../ingest/ocds-types';
import { createCfRelease } from '../ingest/testing/release-factory';
import { dispatchPipelineChangeEmails } from './pipeline-change-emails.service';

let testApp: OutboxTestApp;
beforeAll(async () => {
  testApp = await createOutboxTestApp('wac-pipeline-changes-');
});
afterAll(() => testApp.close());

const db = () => testApp.database.pool;
const store = releaseStore(db, 'ContractsFinder', ingestHooks);
const call = workspacesCaller(() => testApp.app);

/** The next release of the same notice: same ocid, a new release id, published later. */
const amend = (release: OcdsRelease, id: string, extra: Partial<OcdsRelease>): OcdsRelease => ({
  ...release,
  id: `${release.ocid}-${id}`,
  date: `2026-09-1${id}T10:00:00+01:00`,
  ...extra,
});

/** An award to one supplier; `number` is its Companies House number as the portal wrote it. */
function awardTo(release: OcdsRelease, name: string, number: string, amount: number) {
  const supplier = { id: `GB-COH-${number}`, name };
  return amend(release, '3', {
    tag: ['award'],
    awards: [
      {
        id: 'a1',
        status: 'active',
        value: { amount, currency: 'GBP' },
        suppliers: [supplier],
      },
    ],
    parties: [
      ...((release.parties ?? []) as object[]),
      { ...supplier, identifier: { scheme: 'GB-COH', id: number }, roles: ['supplier'] },
    ],
  });
}

async function trackedItem(title: string) {
  const team = await createPipelineTeam(db());
  const release = createCfRelease({
    tender: { title, tenderPeriod: { endDate: '2031-03-14T12:00:00Z' } },
  });
  await store([release]);
  const { rows } = await db().query('SELECT wac_id FROM opportunities WHERE ocid = $1', [
    release.ocid,
  ]);
  const itemId = await addPipelineItem(testApp.app, team.member, team.id, rows[0].wac_id);
  return { ...team, release, itemId, url: `/${team.id}/pipeline/items/${itemId}` };
}

const changeMailsTo = async (email: string) =>
  (await readOutbox(testApp.dataDir)).filter(
    (raw) => raw.includes(email) && readTextPart(raw).includes('has changed'),
  );

describe('a pipeline item follows its notice', () => {
  it('records a moved deadline and tells the owner once, with a link to the item', async () => {
    const team = await trackedItem('Sea wall inspection');
    const moved = amend(team.release, '2', {
      tag: ['tenderAmendment'],
      tender: {
        ...(team.release.tender as object),
        tenderPeriod: { endDate: '2031-03-21T12:00:00Z' },
      },
    });
    await store([moved]);

    const changes = await call(team.viewer, 'GET', `${team.url}/changes/`);
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toMatchObject({
      changes: [
        {
          kind: 'deadline',
          summary: 'Tender deadline moved from 14 Mar 2031, 12:00 to 21 Mar 2031, 12:00',
        },
      ],
      winners: [],
      proposes_won: false,
    });

    const deps = testApp.app.deps;
    expect(await dispatchPipelineChangeEmails(deps, 'run-1')).toBe(1);
    expect(await dispatchPipelineChangeEmails(deps, 'run-2')).toBe(0);
    await settleMail();
    const mails = await changeMailsTo(team.member.email);
    expect(mails).toHaveLength(1);
    expect(readTextPart(mails[0]!)).toContain('Tender deadline moved from 14 Mar 2031, 12:00');
    expect(findLinks(mails[0]!)).toContain(
      `http://wac.test${pipelineItemPath(team.id, team.itemId)}`,
    );
  });

  it("proposes Won when the award names the workspace's company by Companies House number", async () => {
    const team = await trackedItem('Depot cleaning');
    const saved = await callWorkspaces(testApp.app, team.owner, 'PUT', `/${team.id}/company/`, {
      company_name: 'Spotless Services Ltd',
      companies_house_number: '1234567',
      cpv_divisions: [],
      nuts_regions: [],
      company_size: 'small',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await store([awardTo(team.release, 'Spotless Cleaning (Trading name)', '1234567', 48000)]);

    const answer = (await call(team.member, 'GET', `${team.url}/changes/`)).json();
    expect(answer.proposes_won).toBe(true);
    expect(answer.winners).toEqual([
      { name: 'Spotless Cleaning (Trading name)', value: 48000, currency: 'GBP' },
    ]);
    expect(answer.changes.map((change: { kind: string }) => change.kind)).toContain('awarded');

    // Once the item is in the Won stage there is nothing left to propose.
    const stages = (await call(team.member, 'GET', `/${team.id}/pipeline/stages/`)).json().results;
    const won = stages.find((stage: { kind: string }) => stage.kind === 'won');
    await call(team.member, 'PUT', `${team.url}/stage/`, { version: 1, stage_id: won.id });
    expect((await call(team.member, 'GET', `${team.url}/changes/`)).json().proposes_won).toBe(
      false,
    );
  });

  it('shows who won and for how much when a rival wins; a name written differently matches', async () => {
    const team = await trackedItem('Park benches');
    await callWorkspaces(testApp.app, team.owner, 'PUT', `/${team.id}/company/`, {
      company_name: 'Bench Makers Ltd',
      companies_house_number: null,
      cpv_divisions: [],
      nuts_regions: [],
      company_size: null,
    });
    await store([awardTo(team.release, 'Rival Seating Limited', '7654321', 9500)]);
    const answer = (await call(team.owner, 'GET', `${team.url}/changes/`)).json();
    expect(answer).toMatchObject({
      proposes_won: false,
      winners: [{ name: 'Rival Seating Limited', value: 9500, currency: 'GBP' }],
    });

    // The same name, written differently, is recognised.
    await db().query('UPDATE workspaces SET company_name = $2 WHERE id = $1', [
      team.id,
      'RIVAL SEATING LTD.',
    ]);
    expect((await call(team.owner, 'GET', `${team.url}/changes/`)).json().proposes_won).toBe(true);
  });
});
