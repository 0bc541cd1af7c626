import { watchListResponseSchema, watchStatusSchema } from '@wac/contract';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import type { TestApp } from '../../../test/helpers/app';
import { findLinks, readTextPart, type SmtpSink } from '../../../test/helpers/mail';
import { startMailingApp, stopMailingApp } from '../../../test/helpers/mailing-app';
import { addPipelineItem, createPipelineTeam } from '../../../test/helpers/pipeline';
import { releaseStore } from '../../../test/helpers/releases';
import { ingestHooks } from '../../data-reactions';
import type { OcdsRelease } from '../ingest/ocds-types';
import { sampleRelease } from '../ingest/testing/contract-notices';
import { hasSamples, SAMPLES_MISSING_NOTE } from '../ingest/testing/sample-releases';
import { dispatchWatchEmails } from './watch-emails.service';

let sink: SmtpSink;
let testApp: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  ({ sink, testApp, boss } = await startMailingApp());
});
afterAll(() => stopMailingApp({ sink, testApp, boss }));

const db = () => testApp.database.pool;
const store = releaseStore(db, 'FTS', ingestHooks);
const deps = () => ({ ...testApp.app.deps, jobs: boss });
const call = (user: { authorization: string } | undefined, method: string, url: string) =>
  testApp.app.inject({ method: method as 'GET', url, headers: user ?? {} });

async function wacIdOf(ocid: string): Promise<string> {
  const { rows } = await db().query<{ wac_id: string }>(
    'SELECT wac_id FROM opportunities WHERE ocid = $1',
    [ocid],
  );
  return rows[0]!.wac_id;
}

/**
 * The tender notice (UK4) that follows a real planning notice: the real UK4 sample's shape on the
 * planning notice's ocid, published a week later (Find a Tender links notices by one ocid).
 */
function tenderAfter(planning: OcdsRelease, id: string): OcdsRelease {
  const uk4 = sampleRelease('083563-2026');
  const tender = uk4.tender as Record<string, unknown>;
  return {
    ...uk4,
    id,
    ocid: planning.ocid,
    date: new Date(Date.parse(String(planning.date)) + 7 * 86_400_000).toISOString(),
    buyer: planning.buyer,
    parties: planning.parties,
    tender: {
      ...tender,
      title: (planning.tender as { title: string }).title,
      documents: [
        {
          id,
          documentType: 'tenderNotice',
          noticeType: 'UK4',
          url: `https://www.find-tender.service.gov.uk/Notice/${id}`,
        },
      ],
    },
  };
}

const mailsTo = (email: string) => sink.messages.filter((mail) => mail.to.includes(email));
const textOf = (raw: string) => Buffer.from(readTextPart(raw), 'latin1').toString('utf8');

describe.skipIf(!hasSamples)(`watching a procurement${SAMPLES_MISSING_NOTE}`, () => {
  it('emails once when the tender of a watched planning notice is published, and unwatches by link', async () => {
    const planning = sampleRelease('083645-2026');
    await store([planning]);
    const wacId = await wacIdOf(planning.ocid);
    const ada = await createUser(db(), { first_name: 'Ada' });
    const other = await createUser(db(), { tier: 'premium' });

    const watched = await call(ada.authHeader, 'PUT', `/api/watches/${wacId}/`);
    expect(watched.statusCode, watched.body).toBe(200);
    expect(watchStatusSchema.parse(watched.json())).toEqual({
      wac_id: wacId,
      is_watching: true,
      reason: 'watch',
    });
    // Isolation: another user's list and status know nothing of Ada's watch.
    const theirs = watchListResponseSchema.parse(
      (await call(other.authHeader, 'GET', '/api/watches/')).json(),
    );
    expect(theirs.results).toEqual([]);
    expect((await call(other.authHeader, 'GET', `/api/watches/${wacId}/`)).json()).toMatchObject({
      is_watching: false,
    });
    // Another user stopping "their" watch of it changes only their own choice.
    expect((await call(other.authHeader, 'DELETE', `/api/watches/${wacId}/`)).statusCode).toBe(200);
    expect((await call(ada.authHeader, 'GET', `/api/watches/${wacId}/`)).json()).toMatchObject({
      is_watching: true,
    });
    // Nothing new yet: the planning notice was stored before the watch began.
    expect(await dispatchWatchEmails(deps(), 'run-0')).toBe(0);

    await store([tenderAfter(planning, '990001-2026')]);
    expect(await dispatchWatchEmails(deps(), 'run-1')).toBe(1);
    // A retried or later run finds nothing left to send: each notice once per user.
    expect(await dispatchWatchEmails(deps(), 'run-1')).toBe(0);
    expect(await dispatchWatchEmails(deps(), 'run-2')).toBe(0);
    const mail = await sink.waitFor((message) => message.to.includes(ada.email));
    // The sink reads the subject's first folded line only.
    expect(mail.subject).toContain('New notice: UK4 Tender notice - Whole Energy');
    expect(textOf(mail.raw)).toContain('Whole Energy Absorption Spectrometer (WEAS)');
    const text = textOf(mail.raw);
    expect(text).toContain('https://www.find-tender.service.gov.uk/Notice/990001-2026');
    expect(mailsTo(other.email)).toHaveLength(0);

    const unwatch = findLinks(mail.raw).find((link) => link.includes('/watches/unwatch/'))!;
    const token = unwatch.split('/watches/unwatch/')[1]!;
    const stopped = await testApp.app.inject({
      method: 'POST',
      url: '/api/watches/unwatch/',
      payload: { token },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ wac_id: wacId });
    const list = watchListResponseSchema.parse(
      (await call(ada.authHeader, 'GET', '/api/watches/')).json(),
    );
    expect(list.results).toEqual([]);
    expect(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/watches/unwatch/',
          payload: { token: 'x'.repeat(43) },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('favourites watch automatically, without a second email when the change email tells it', async () => {
    const planning = sampleRelease('083655-2026');
    await store([planning]);
    const wacId = await wacIdOf(planning.ocid);
    const grace = await createUser(db(), { tier: 'premium' });
    const added = await testApp.app.inject({
      method: 'POST',
      url: '/api/favourites/',
      headers: grace.authHeader,
      payload: { opportunity_id: wacId },
    });
    expect(added.statusCode).toBe(201);
    const list = watchListResponseSchema.parse(
      (await call(grace.authHeader, 'GET', '/api/watches/')).json(),
    );
    expect(list.results).toMatchObject([{ wac_id: wacId, reasons: ['favourite'] }]);

    await store([tenderAfter(planning, '990002-2026')]);
    // The tender changed the favourite (its stage): the change email is the one that tells.
    expect(await dispatchWatchEmails(deps(), 'run-3')).toBe(0);

    // With change emails off, the watch email tells instead.
    await db().query('UPDATE users SET favourite_change_emails = false WHERE id = $1', [grace.id]);
    expect(await dispatchWatchEmails(deps(), 'run-4')).toBe(1);

    // Stopping the automatic watch keeps the favourite and leaves the list.
    const stopped = await call(grace.authHeader, 'DELETE', `/api/watches/${wacId}/`);
    expect(stopped.json()).toMatchObject({ is_watching: false, reason: null });
    expect(
      watchListResponseSchema.parse((await call(grace.authHeader, 'GET', '/api/watches/')).json())
        .results,
    ).toEqual([]);
  });

  it("a pipeline item watches automatically for its owner, not for the team's other members", async () => {
    const planning = sampleRelease('083664-2026');
    const team = await createPipelineTeam(db());
    await store([planning]);
    const wacId = await wacIdOf(planning.ocid);
    await addPipelineItem(testApp.app, team.owner, team.id, wacId);
    const owners = watchListResponseSchema.parse(
      (await call(team.owner.authHeader, 'GET', '/api/watches/')).json(),
    );
    expect(owners.results).toMatchObject([{ wac_id: wacId, reasons: ['pipeline'] }]);
    expect(
      watchListResponseSchema.parse(
        (await call(team.member.authHeader, 'GET', '/api/watches/')).json(),
      ).results,
    ).toEqual([]);
  });

  it("holds the free plan's limit on the server and asks anonymous callers to log in", async () => {
    const free = await createUser(db());
    const ocids = ['083664-2026', '083662-2026', '094476-2026', '083563-2026'].map(
      (id) => sampleRelease(id).ocid,
    );
    await store(['083664-2026', '083662-2026', '094476-2026', '083563-2026'].map(sampleRelease));
    for (const ocid of ocids.slice(0, 3)) {
      expect(
        (await call(free.authHeader, 'PUT', `/api/watches/${await wacIdOf(ocid)}/`)).statusCode,
      ).toBe(200);
    }
    const fourth = await call(free.authHeader, 'PUT', `/api/watches/${await wacIdOf(ocids[3]!)}/`);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().detail).toBe(
      'Your Free plan can watch up to 3 procurements. Stop watching one or upgrade your plan to watch more.',
    );
    // Watching one already watched is no new watch.
    expect(
      (await call(free.authHeader, 'PUT', `/api/watches/${await wacIdOf(ocids[0]!)}/`)).statusCode,
    ).toBe(200);
    expect((await call(undefined, 'GET', '/api/watches/')).statusCode).toBe(401);
    expect(
      (await call(undefined, 'PUT', `/api/watches/${await wacIdOf(ocids[0]!)}/`)).statusCode,
    ).toBe(401);
    expect((await call(free.authHeader, 'PUT', '/api/watches/WAC-NOPE/')).statusCode).toBe(404);
  });
});
