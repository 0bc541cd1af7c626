import { randomBytes } from 'node:crypto';
import { alertProfileRequestSchema } from '@wac/contract';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpportunity } from '../../../test/factories/opportunity';
import { createUser } from '../../../test/factories/user';
import type { TestApp } from '../../../test/helpers/app';
import {
  findLinks,
  type ReceivedMail,
  readTextPart,
  type SmtpSink,
} from '../../../test/helpers/mail';
import { startMailingApp, stopMailingApp } from '../../../test/helpers/mailing-app';
import type { JobQueue } from '../../jobs/job-queue';
import { dispatchAlertDigests } from './alert-dispatch.service';
import { insertAlertProfile } from './alert-profiles.repository';
import { ALERT_DIGEST_QUEUE, registerAlertDigestWorker } from './alerts.jobs';

let sink: SmtpSink;
let testApp: TestApp;
let boss: PgBoss;

/**
 * The real path: the dispatcher claims deliveries and queues digests on pg-boss (test database),
 * the email worker delivers them to a real SMTP server, and the links in the mail drive the API.
 */
beforeAll(async () => {
  ({ sink, testApp, boss } = await startMailingApp());
  testApp.app.deps.jobs = boss;
});
afterAll(() => stopMailingApp({ sink, testApp, boss }));

const db = () => testApp.database.pool;
const deps = () => testApp.app.deps;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const settle = () => new Promise((resolve) => setTimeout(resolve, 2500));

/** A profile made a day ago, so everything created in the test is new to it. */
async function createProfile(userId: number, fields: Record<string, unknown>) {
  const row = await insertAlertProfile(
    db(),
    userId,
    alertProfileRequestSchema.parse({
      profile_name: `Profile ${randomBytes(3).toString('hex')}`,
      ...fields,
    }),
  );
  await db().query(
    `UPDATE alert_profiles SET created_at = now() - interval '1 day' WHERE id = $1`,
    [row.id],
  );
  return row;
}

/** A run that considers everything created so far (no settling time for ingest commits). */
const dispatch = (options: { batchSize?: number } = {}) =>
  dispatchAlertDigests(deps(), { settleMs: 0, ...options });
const mailTo = (email: string) => sink.messages.filter((mail) => mail.to.includes(email));
const opportunityLinks = (mail: ReceivedMail) =>
  findLinks(mail.raw).filter((link) => link.startsWith('http://wac.test/opportunity/'));
/** The subject as written: nodemailer Q-encodes subjects with quotes (RFC 2047). */
const subjectOf = (mail: ReceivedMail) =>
  mail.subject
    .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
      Buffer.from(
        text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => `%${hex}`),
        'utf8',
      ).toString(),
    )
    .replace(/%([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
const unfoldHeaders = (raw: string) => raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');

describe('alert digests', () => {
  it('sends one digest per profile with new matches, and nothing when there is nothing new', async () => {
    const ada = await createUser(db(), { tier: 'premium', first_name: 'Ada' });
    const free = await createUser(db(), { tier: 'free' });
    const paused = await createUser(db(), { tier: 'premium' });
    const zebra = await createProfile(ada.id, {
      profile_name: 'Zebra work',
      keywords: 'zebrafish',
    });
    const empty = await createProfile(ada.id, { keywords: 'nothingmatchesthis' });
    await createProfile(free.id, { keywords: 'zebrafish' });
    await createProfile(paused.id, { keywords: 'zebrafish', is_active: false });
    const supplies = await createOpportunity(db(), {
      title: 'Zebrafish laboratory supplies',
      buyer_name: 'University of Leeds',
      tender_value_amount: 25_000,
      tender_deadline_date: '2031-03-14T12:00:00Z',
      release_date: inDays(-0.2),
    });
    const husbandry = await createOpportunity(db(), {
      title: 'Zebrafish husbandry services',
      buyer_name: 'Wellcome Sanger Institute',
      award_value_amount: 1_250_000,
      release_date: inDays(-0.1),
    });

    await dispatch();
    const mail = await sink.waitFor((m) => m.to.includes(ada.email));
    expect(subjectOf(mail)).toBe('2 new opportunities for "Zebra work"');
    // readTextPart decodes quoted-printable byte by byte: turn the bytes back into UTF-8.
    const text = Buffer.from(readTextPart(mail.raw), 'latin1').toString('utf8');
    expect(text).toContain('Hello Ada,');
    expect(text).toContain('Zebrafish laboratory supplies');
    expect(text).toContain('Buyer: University of Leeds');
    expect(text).toContain('Value: £25,000');
    expect(text).toContain('Deadline: 14 Mar 2031');
    // The status badge the web app shows, from the same formatter.
    expect(text).toContain('Status: Open until 14 Mar 2031');
    expect(text).toContain('Value: £1,250,000');
    // Newest first.
    expect(text.indexOf('husbandry')).toBeLessThan(text.indexOf('laboratory'));
    expect(opportunityLinks(mail).sort()).toEqual(
      [supplies.wac_id, husbandry.wac_id].map((id) => `http://wac.test/opportunity/${id}`).sort(),
    );
    const links = findLinks(mail.raw);
    expect(links).toContain('http://wac.test/search?q=zebrafish&sort=release_date-desc');
    expect(links.some((link) => link.startsWith('http://wac.test/alerts/unsubscribe/'))).toBe(true);
    expect(unfoldHeaders(mail.raw)).toMatch(
      /List-Unsubscribe: <http:\/\/wac\.test\/api\/alert-profiles\/unsubscribe\/\?token=[\w-]+>/,
    );
    expect(unfoldHeaders(mail.raw)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    await settle();
    expect(mailTo(ada.email)).toHaveLength(1);
    expect(mailTo(free.email)).toHaveLength(0);
    expect(mailTo(paused.email)).toHaveLength(0);
    const { rows } = await db().query(
      'SELECT profile_id, count(*)::int AS count FROM alert_deliveries WHERE profile_id = ANY($1) GROUP BY 1',
      [[zebra.id, empty.id]],
    );
    expect(rows).toEqual([{ profile_id: zebra.id, count: 2 }]);

    // A retried run finds nothing new: no second digest.
    await dispatch();
    await settle();
    expect(mailTo(ada.email)).toHaveLength(1);

    // Something new later goes out alone in the next run.
    const tanks = await createOpportunity(db(), { title: 'Zebrafish tanks' });
    await dispatch();
    const next = await sink.waitFor((m) => m.to.includes(ada.email) && m !== mail);
    expect(subjectOf(next)).toBe('1 new opportunity for "Zebra work"');
    expect(opportunityLinks(next)).toEqual([`http://wac.test/opportunity/${tanks.wac_id}`]);
  });

  it('lists the newest 50 of a long digest, counts the rest, and records only what it listed', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const profile = await createProfile(user.id, { profile_name: 'Wombats', keywords: 'wombat' });
    for (let index = 0; index < 52; index += 1) {
      await createOpportunity(db(), {
        title: `Wombat burrow survey ${index}`,
        release_date: new Date(Date.now() - (52 - index) * 60_000).toISOString(),
      });
    }
    await dispatch();
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(subjectOf(mail)).toBe('52 new opportunities for "Wombats"');
    const text = Buffer.from(readTextPart(mail.raw), 'latin1').toString('utf8');
    expect(text).toContain('Wombat burrow survey 51');
    expect(text).not.toContain('Wombat burrow survey 1\n');
    expect(text).toContain('...and 2 more.');
    expect(opportunityLinks(mail)).toHaveLength(50);
    const { rows } = await db().query(
      'SELECT count(*)::int AS count FROM alert_deliveries WHERE profile_id = $1',
      [profile.id],
    );
    expect(rows[0].count).toBe(50);
  });

  it('never loses or repeats a digest when a run crashes part-way and is run again', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(db(), { tier: 'premium' })));
    for (const user of users) await createProfile(user.id, { keywords: 'quokka' });
    await createOpportunity(db(), { title: 'Quokka habitat survey' });
    await createOpportunity(db(), { title: 'Quokka fencing' });

    // The second batch dies just before its commit, as a crashed process would.
    let inserts = 0;
    const crashingJobs = {
      insert: (...args: Parameters<JobQueue['insert']>) => {
        inserts += 1;
        if (inserts === 2) return Promise.reject(new Error('simulated crash'));
        return boss.insert(...args);
      },
    } as unknown as JobQueue;
    await expect(
      dispatchAlertDigests({ ...deps(), jobs: crashingJobs }, { batchSize: 1, settleMs: 0 }),
    ).rejects.toThrow('simulated crash');

    await dispatch({ batchSize: 1 });
    for (const user of users) await sink.waitFor((m) => m.to.includes(user.email));
    await settle();
    for (const user of users) {
      const received = mailTo(user.email);
      expect(received, user.email).toHaveLength(1);
      expect(opportunityLinks(received[0]!)).toHaveLength(2);
    }
  });

  it('sends each match once when two runs overlap', async () => {
    const users = await Promise.all([1, 2].map(() => createUser(db(), { tier: 'professional' })));
    for (const user of users) await createProfile(user.id, { keywords: 'axolotl' });
    const created = await Promise.all(
      ['Axolotl aquarium', 'Axolotl feed'].map((title) => createOpportunity(db(), { title })),
    );
    await Promise.all([dispatch(), dispatch()]);
    for (const user of users) await sink.waitFor((m) => m.to.includes(user.email));
    await settle();
    const expected = created.map((row) => `http://wac.test/opportunity/${row.wac_id}`).sort();
    for (const user of users) {
      expect(mailTo(user.email).flatMap(opportunityLinks).sort()).toEqual(expected);
    }
  });

  it('unsubscribes with one click and no login, and refuses made-up tokens', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const narwhal = await createProfile(user.id, { profile_name: 'Narwhals', keywords: 'narwhal' });
    const okapi = await createProfile(user.id, { profile_name: 'Okapis', keywords: 'okapi' });
    await createOpportunity(db(), { title: 'Narwhal tusk conservation' });
    await createOpportunity(db(), { title: 'Okapi enclosure' });
    await dispatch();
    const narwhalMail = await sink.waitFor(
      (m) => m.to.includes(user.email) && subjectOf(m).includes('Narwhals'),
    );
    const okapiMail = await sink.waitFor(
      (m) => m.to.includes(user.email) && subjectOf(m).includes('Okapis'),
    );

    const link = findLinks(narwhalMail.raw).find((url) => url.includes('/alerts/unsubscribe/'))!;
    const token = link.split('/').at(-1)!;
    const unsubscribe = (payload: unknown) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/alert-profiles/unsubscribe/',
        payload: payload as object,
      });

    const forged = randomBytes(32).toString('base64url');
    expect((await unsubscribe({ token: forged })).statusCode).toBe(404);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await unsubscribe({ token: tampered })).statusCode).toBe(404);
    expect((await unsubscribe({ token: 'short' })).statusCode).toBe(400);

    const done = await unsubscribe({ token });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ profile_name: 'Narwhals', is_active: false });
    expect((await unsubscribe({ token })).json()).toEqual({
      profile_name: 'Narwhals',
      is_active: false,
    });
    const states = async () =>
      (
        await db().query<{ id: number; is_active: boolean }>(
          'SELECT id, is_active FROM alert_profiles WHERE id = ANY($1) ORDER BY id',
          [[narwhal.id, okapi.id]],
        )
      ).rows;
    expect(await states()).toEqual([
      { id: narwhal.id, is_active: false },
      { id: okapi.id, is_active: true },
    ]);

    // RFC 8058 one-click: the mail client posts a form to the List-Unsubscribe URL.
    const oneClick = /List-Unsubscribe: <([^>]+)>/.exec(unfoldHeaders(okapiMail.raw))![1]!;
    const url = new URL(oneClick);
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await states()).toEqual([
      { id: narwhal.id, is_active: false },
      { id: okapi.id, is_active: false },
    ]);

    await createOpportunity(db(), { title: 'Narwhal survey' });
    await dispatch();
    await settle();
    expect(mailTo(user.email)).toHaveLength(2);
  });

  it('leaves opportunities seen in the last ten minutes to the next run', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    await createProfile(user.id, { profile_name: 'Tapirs', keywords: 'tapir' });
    await createOpportunity(db(), { title: 'Tapir enclosure' });
    await dispatchAlertDigests(deps());
    await settle();
    expect(mailTo(user.email)).toHaveLength(0);
    await dispatchAlertDigests(deps(), { now: new Date(Date.now() + 11 * 60_000) });
    const mail = await sink.waitFor((m) => m.to.includes(user.email));
    expect(subjectOf(mail)).toBe('1 new opportunity for "Tapirs"');
  });

  it('does not send what arrived while a profile was switched off', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const paused = await createProfile(user.id, {
      profile_name: 'Ibexes',
      keywords: 'ibex',
      is_active: false,
    });
    await createOpportunity(db(), { title: 'Ibex monitoring' });
    const resumed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/alert-profiles/${paused.id}/`,
      headers: user.authHeader,
      payload: { profile_name: 'Ibexes', keywords: 'ibex', is_active: true },
    });
    expect(resumed.statusCode).toBe(200);
    await dispatch();
    await settle();
    expect(mailTo(user.email)).toHaveLength(0);
  });

  it('runs on a schedule through its pg-boss worker', async () => {
    await registerAlertDigestWorker(boss, deps(), { pollingIntervalSeconds: 0.5 });
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({
        name: ALERT_DIGEST_QUEUE,
        cron: '0 7 * * *',
        timezone: 'Europe/London',
      }),
    );
    const user = await createUser(db(), { tier: 'enterprise' });
    await createProfile(user.id, { profile_name: 'Pangolins', keywords: 'pangolin' });
    // The scheduled run leaves the last ten minutes for the next run: this was seen before.
    await createOpportunity(db(), { title: 'Pangolin rescue', first_seen_at: inDays(-0.01) });
    await boss.send(ALERT_DIGEST_QUEUE, {});
    const mail = await sink.waitFor((m) => m.to.includes(user.email), 20_000);
    expect(subjectOf(mail)).toBe('1 new opportunity for "Pangolins"');
  });
});
