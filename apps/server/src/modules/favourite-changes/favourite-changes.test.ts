import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/user';
import type { TestApp } from '../../../test/helpers/app';
import { readTextPart, type SmtpSink } from '../../../test/helpers/mail';
import { startMailingApp, stopMailingApp } from '../../../test/helpers/mailing-app';
import { releaseStore } from '../../../test/helpers/releases';
import { ingestHooks } from '../../data-reactions';
import type { OcdsRelease } from '../ingest/ocds-types';
import { createCfRelease } from '../ingest/testing/release-factory';
import { dispatchFavouriteChangeEmails } from './favourite-change-emails.service';

let sink: SmtpSink;
let testApp: TestApp;
let boss: PgBoss;

beforeAll(async () => {
  ({ sink, testApp, boss } = await startMailingApp());
});
afterAll(() => stopMailingApp({ sink, testApp, boss }));

const db = () => testApp.database.pool;
const store = releaseStore(db, 'ContractsFinder', ingestHooks);

/** The next release of the same notice: same ocid, a new release id, published later. */
function amend(release: OcdsRelease, id: string, tender: Record<string, unknown>): OcdsRelease {
  return {
    ...release,
    id: `${release.ocid}-${id}`,
    date: '2026-09-10T10:00:00+01:00',
    tag: ['tenderAmendment'],
    tender: { ...(release.tender as object), ...tender },
  };
}

async function favourite(userToken: { authorization: string }, ocid: string) {
  const { rows } = await db().query<{ wac_id: string }>(
    'SELECT wac_id FROM opportunities WHERE ocid = $1',
    [ocid],
  );
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/favourites/',
    headers: userToken,
    payload: { opportunity_id: rows[0]!.wac_id },
  });
  expect(response.statusCode).toBe(201);
}

/** The text part as UTF-8 (readTextPart decodes quoted-printable byte by byte). */
const textOf = (raw: string) => Buffer.from(readTextPart(raw), 'latin1').toString('utf8');

const changeRows = async () =>
  (await db().query('SELECT kind, old_value, new_value FROM opportunity_changes ORDER BY id')).rows;

describe('changes to favourites', () => {
  it('turns a moved deadline into exactly one change notice naming the old and new dates', async () => {
    const ada = await createUser(db(), { tier: 'premium', first_name: 'Ada' });
    const original = createCfRelease({
      tender: {
        title: 'Harbour wall repairs',
        tenderPeriod: { endDate: '2031-03-14T12:00:00Z' },
      },
    });
    await store([original]);
    await favourite(ada.authHeader, original.ocid);

    const moved = amend(original, '2', { tenderPeriod: { endDate: '2031-03-21T12:00:00Z' } });
    await store([moved]);
    // The same page again (a retried sync): nothing new is stored, so nothing is detected.
    await store([moved]);
    expect(await changeRows()).toEqual([
      {
        kind: 'deadline',
        old_value: '2031-03-14T12:00:00+00:00',
        new_value: '2031-03-21T12:00:00+00:00',
      },
    ]);

    const favourites = await testApp.app.inject({
      method: 'GET',
      url: '/api/favourites/',
      headers: ada.authHeader,
    });
    expect(favourites.json()[0].changes).toEqual([
      {
        kind: 'deadline',
        summary: 'Tender deadline moved from 14 Mar 2031, 12:00 to 21 Mar 2031, 12:00',
        detected_at: expect.any(String),
      },
    ]);

    const deps = { ...testApp.app.deps, jobs: boss };
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey: 'a' })).toBe(1);
    // The free tier's daily run and a second instant run find nothing left to send.
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'daily', runKey: 'b' })).toBe(0);
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey: 'c' })).toBe(0);
    const mail = await sink.waitFor((message) => message.to.includes(ada.email));
    const text = textOf(mail.raw);
    expect(text).toContain('Harbour wall repairs');
    expect(text).toContain('Status: Open until 21 Mar 2031');
    expect(text).toContain('Tender deadline moved from 14 Mar 2031, 12:00 to 21 Mar 2031, 12:00');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.messages.filter((message) => message.to.includes(ada.email))).toHaveLength(1);
  });

  it('notices documents added, an award and a value change; unfollowed notices record nothing', async () => {
    await db().query('TRUNCATE opportunity_changes CASCADE');
    const grace = await createUser(db(), { tier: 'free' });
    const followed = createCfRelease({ tender: { title: 'School roof', documents: [] } });
    const unfollowed = createCfRelease({ tender: { title: 'Bus shelters' } });
    await store([followed, unfollowed]);
    await favourite(grace.authHeader, followed.ocid);

    const withDocument = amend(followed, '2', {
      documents: [{ id: 'd1', url: 'https://example.test/spec.pdf', documentType: 'tenderNotice' }],
      value: { amount: 65000, currency: 'GBP' },
    });
    const award: OcdsRelease = {
      ...withDocument,
      id: `${followed.ocid}-3`,
      date: '2026-10-01T10:00:00+01:00',
      tag: ['award'],
      awards: [
        {
          id: 'a1',
          status: 'active',
          value: { amount: 64000, currency: 'GBP' },
          suppliers: [{ id: 'GB-COH-1', name: 'Roofers Ltd' }],
        },
      ],
      parties: [
        ...((followed.parties ?? []) as object[]),
        { id: 'GB-COH-1', name: 'Roofers Ltd', roles: ['supplier'] },
      ],
    };
    await store([withDocument, amend(unfollowed, '2', { value: { amount: 1, currency: 'GBP' } })]);
    await store([award]);
    expect((await changeRows()).map((row) => row.kind)).toEqual(['documents', 'value', 'awarded']);

    const deps = { ...testApp.app.deps, jobs: boss };
    // Free accounts hear once a day, not after each sync.
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'instant', runKey: 'd' })).toBe(0);
    expect(await dispatchFavouriteChangeEmails(deps, { delivery: 'daily', runKey: 'e' })).toBe(1);
    const mail = await sink.waitFor((message) => message.to.includes(grace.email));
    const text = textOf(mail.raw);
    expect(text).toContain('1 document added');
    expect(text).toContain('Value changed from £50,000 to £65,000');
    expect(text).toContain('Awarded to Roofers Ltd');
    expect(text).toContain('Status: Awarded');
  });

  it("notices a change to any award's value, told as the card's range (ADR 0362)", async () => {
    await db().query('TRUNCATE opportunity_changes CASCADE');
    const lin = await createUser(db(), { tier: 'premium' });
    const notice = createCfRelease({ tender: { title: 'Survey framework' } });
    const suppliers = [
      { id: 'GB-COH-21', name: 'Survey One Ltd', roles: ['supplier'] },
      { id: 'GB-COH-22', name: 'Survey Two Ltd', roles: ['supplier'] },
    ];
    /** An award release of both lots; the second award's value is the one that moves. */
    const awards = (id: string, date: string, second: number): OcdsRelease => ({
      ...notice,
      id: `${notice.ocid}-${id}`,
      date,
      tag: ['award'],
      awards: suppliers.map(({ id: supplierId, name }, index) => ({
        id: `a${index + 1}`,
        status: 'active',
        value: { amount: index === 0 ? 64000 : second, currency: 'GBP' },
        suppliers: [{ id: supplierId, name }],
      })),
      parties: [...((notice.parties ?? []) as object[]), ...suppliers],
    });
    await store([awards('2', '2026-10-01T10:00:00+01:00', 40000)]);
    await favourite(lin.authHeader, notice.ocid);
    // The first award keeps its value: a check of the first award alone heard nothing.
    await store([awards('3', '2026-10-05T10:00:00+01:00', 30000)]);
    expect((await changeRows()).map((row) => row.kind)).toEqual(['value']);
    const favourites = await testApp.app.inject({
      method: 'GET',
      url: '/api/favourites/',
      headers: lin.authHeader,
    });
    expect(
      favourites.json()[0].changes.map((change: { summary: string }) => change.summary),
    ).toEqual([
      'Value changed: was £40,000 to £64,000 (2 awards), now £30,000 to £64,000 (2 awards)',
    ]);
  });

  it('turns change emails off from the favourites page switch and the one-click link', async () => {
    const user = await createUser(db(), { tier: 'premium' });
    const read = () =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/favourites/change-emails/',
        headers: user.authHeader,
      });
    expect((await read()).json()).toEqual({ is_enabled: true, delivery: 'instant' });
    const off = await testApp.app.inject({
      method: 'PUT',
      url: '/api/favourites/change-emails/',
      headers: user.authHeader,
      payload: { is_enabled: 'maybe' },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().is_enabled).toBeDefined();
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/favourites/change-emails/unsubscribe/?token=nonexistenttoken1234567890',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(bad.statusCode).toBe(404);
  });
});
